import { expect, it } from 'vitest';
import { newPublicFileKey } from './routes.ts';

it('a public file key is its prefix and 43 random characters, and refuses a bad prefix or extension', () => {
  const key = newPublicFileKey('logos', 'png');
  expect(key).toMatch(/^logos\/[A-Za-z0-9_-]{43}\.png$/);
  expect(newPublicFileKey('logos', 'png')).not.toBe(key);
  expect(() => newPublicFileKey('../logos', 'png')).toThrow('bad file key');
  expect(() => newPublicFileKey('logos', 'p/ng')).toThrow('bad file key');
});
