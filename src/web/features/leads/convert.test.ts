import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from '../../../shared/jobs.ts';
import { defaultJobTitle } from './convert.ts';

describe('defaultJobTitle', () => {
  const t = (key: string, vars: Record<string, string> = {}) =>
    key === 'jobs.convert.defaultTitle' ? `${vars.name} – ${vars.type}` : `<${key}>`;

  it("is the lead's name and its flooring type's label", () => {
    expect(defaultJobTitle({ name: 'Ana Souza', flooringType: 'hardwood' }, t)).toBe(
      'Ana Souza – <leadOptions.flooringType.hardwood>',
    );
  });

  it("is the name alone without a flooring type, and never longer than a job's title may be", () => {
    expect(defaultJobTitle({ name: 'Ana', flooringType: null }, t)).toBe('Ana');
    expect(defaultJobTitle({ name: 'x'.repeat(500), flooringType: null }, t)).toHaveLength(JOB_LIMITS.title);
  });
});
