import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../../../shared/company.ts';
import { slugFromName } from './CompanyForm.tsx';

describe('the suggested public address', () => {
  it.each([
    ['Tile Titans LLC', 'tile-titans-llc'],
    ['  Pisos & Acabamentos São João ', 'pisos-acabamentos-sao-joao'],
    ['Hardwood Heroes!!!', 'hardwood-heroes'],
  ])('%s → %s, a valid slug', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('stays within 40 characters without a trailing hyphen', () => {
    const slug = slugFromName('The Very Long Named Flooring Company Of Greater Springfield');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
});
