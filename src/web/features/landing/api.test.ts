import { describe, expect, it } from 'vitest';
import { newsletterInput } from '../../../shared/account-inputs.ts';
import { isEmail } from '../../../shared/accounts.ts';

const serverAccepts = (email: string) => newsletterInput.safeParse({ email, language: 'en' }).success;

describe('isEmail, the newsletter box check made before any request', () => {
  it.each(['owner@oakfloors.com', 'first.last@mail.example.com.br', 'joe+tile@floors.co'])(
    'accepts %s, as the server does',
    (email) => {
      expect(isEmail(email)).toBe(true);
      expect(serverAccepts(email)).toBe(true);
    },
  );

  it.each([
    '',
    'joe',
    'joe@',
    '@floors.com',
    'joe@floors',
    'joe floors@mail.com',
    'joe@@floors.com',
    'joe@floors..com',
  ])('refuses %j, as the server does', (email) => {
    expect(isEmail(email)).toBe(false);
    expect(serverAccepts(email)).toBe(false);
  });
});
