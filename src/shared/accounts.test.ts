import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './validation.ts';
import { companyName, newsletterInput, personName, signUpInput, updatePreferencesInput } from './account-inputs.ts';
import { createCompanyInput, updateCompanyInput } from './company.ts';
import {
  isEmail,
  isValidPhone,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  SIGN_UP_ROLES,
  validateSignUp,
  type SignUpFields,
} from './accounts.ts';
import { ROLES } from './roles.ts';

const rule = (id: string) => PASSWORD_RULES.find((r) => r.id === id)!;

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  companyName: '',
  role: 'client',
  password: 'Str0ng!Passw0rd',
  confirmPassword: 'Str0ng!Passw0rd',
  acceptTerms: true,
};

describe('PASSWORD_RULES', () => {
  it('lists the five rules of spec section 5 in checklist order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length8', 'upper', 'lower', 'digit', 'special']);
  });

  it.each([
    ['length8', '1234567', '12345678'],
    ['upper', 'abc', 'aBc'],
    ['lower', 'ABC', 'AbC'],
    ['digit', 'abc', 'ab3'],
    ['special', 'abc1', 'abc1!'],
  ])('%s: refuses %j, accepts %j', (id, bad, good) => {
    expect(rule(id).test(bad)).toBe(false);
    expect(rule(id).test(good)).toBe(true);
  });

  it('counts accented capitals and small letters as letters', () => {
    expect(rule('upper').test('élan')).toBe(false);
    expect(rule('upper').test('Élan')).toBe(true);
    expect(rule('lower').test('ÇÃO')).toBe(false);
    expect(rule('lower').test('ÇãO')).toBe(true);
  });

  it('special characters are exactly the printable ASCII punctuation', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
    for (const ch of PASSWORD_SPECIAL_CHARACTERS) expect(rule('special').test(ch), ch).toBe(true);
    for (const ch of [' ', 'é', '€', '§', 'a', '0']) expect(rule('special').test(ch), ch).toBe(false);
  });
});

describe('SIGN_UP_ROLES', () => {
  it("offers all five roles with the spec's labels", () => {
    expect(SIGN_UP_ROLES.map((r) => r.role)).toEqual([...ROLES]);
    expect(SIGN_UP_ROLES.map((r) => r.label)).toEqual([
      'End Client',
      'Business Owner',
      'Field Team',
      'Referral Partner',
      'Administrator',
    ]);
    expect(SIGN_UP_ROLES.every((r) => r.labelKey === `auth.roles.${r.role}`)).toBe(true);
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it("reports the rules in the spec's order, fixing one at a time", () => {
    let form: Partial<SignUpFields> = {
      name: '',
      role: '',
      password: 'weak',
      confirmPassword: 'other',
      acceptTerms: false,
      email: '',
    };
    const seen: string[] = [];
    const fixes: Partial<SignUpFields>[] = [
      { name: 'Ana' },
      { role: 'service_provider' },
      { confirmPassword: 'weak' },
      { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd' },
      { acceptTerms: true },
      { email: 'nope' },
      { email: 'ana@example.com' },
      { companyName: 'Tile Titans' },
    ];
    for (const fix of fixes) {
      seen.push(validateSignUp(form)?.message ?? 'ok');
      form = { ...form, ...fix };
    }
    seen.push(validateSignUp(form)?.message ?? 'ok');
    expect(seen).toEqual([
      'Full name is required',
      'Please select a user type',
      'Passwords do not match',
      'Password does not meet minimum requirements',
      'You must accept the terms of use and privacy policy',
      'This field is required',
      'Please enter a valid email',
      'This field is required',
      'ok',
    ]);
  });

  it('gives each failing field its first message', () => {
    expect(validateSignUp({ ...valid, name: ' ', email: 'x', phone: 'abc' })).toEqual({
      message: 'Full name is required',
      errors: {
        name: 'Full name is required',
        email: 'Please enter a valid email',
        phone: 'Please enter a valid phone number',
      },
    });
  });

  it('requires a company name only of a Business Owner', () => {
    expect(validateSignUp({ ...valid, role: 'service_provider' })?.errors).toEqual({
      companyName: 'This field is required',
    });
    for (const role of ['client', 'field_team', 'partner', 'admin'])
      expect(validateSignUp({ ...valid, role })).toBeNull();
  });

  it('bounds the lengths the spec leaves open', () => {
    expect(validateSignUp({ ...valid, name: 'n'.repeat(101) })?.message).toBe('Maximum 100 characters allowed');
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(validateSignUp({ ...valid, password: long, confirmPassword: long })?.message).toBe(
      'Maximum 128 characters allowed',
    );
    expect(validateSignUp({ ...valid, companyName: 'c'.repeat(121), role: 'service_provider' })?.message).toBe(
      'Maximum 120 characters allowed',
    );
  });
});

describe('names, by the same rules everywhere', () => {
  const CONTROL = 'Remove line breaks and other control characters';
  const forged = [
    'Ana\r\nBcc: victim@example.com',
    'Ana\nSouza',
    'Ana\tSouza',
    'Ana\u0000',
    'Ana\u0085Souza',
    'Ana\u2028Souza',
    'Ana\u202ESouza',
    'Ana\u2066Souza',
  ];

  it.each(forged)('refuses control characters inside a name: %j', (name) => {
    expect(validateSignUp({ ...valid, name })?.errors).toEqual({ name: CONTROL });
    expect(validateSignUp({ ...valid, role: 'service_provider', companyName: name })?.errors).toEqual({
      companyName: CONTROL,
    });
    expect(personName.safeParse(name).error?.issues[0]?.message).toBe(CONTROL);
    expect(companyName.safeParse(name).error?.issues[0]?.message).toBe(CONTROL);
    expect(signUpInput.safeParse({ ...valid, name }).success).toBe(false);
  });

  it('a person: trimmed, required, at most 100 characters; accents, apostrophes and emoji are names', () => {
    expect(personName.parse('  Ana  Souza ')).toBe('Ana  Souza');
    for (const name of ["D'Ávila Conceição", 'José 👷‍♂️', '山田 太郎']) expect(personName.parse(name)).toBe(name);
    expect(personName.safeParse(' ').error?.issues[0]?.message).toBe('Full name is required');
    expect(personName.safeParse('n'.repeat(101)).error?.issues[0]?.message).toBe('Maximum 100 characters allowed');
    expect(personName.safeParse(7).success).toBe(false);
  });

  it("a company: the same rules, 120 characters, in the company's own inputs too", () => {
    expect(companyName.parse(' Tile Titans ')).toBe('Tile Titans');
    expect(companyName.safeParse('').error?.issues[0]?.message).toBe('This field is required');
    expect(companyName.safeParse('c'.repeat(121)).error?.issues[0]?.message).toBe('Maximum 120 characters allowed');
    const bad = createCompanyInput.safeParse({ name: 'Tiles\r\nInc' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['name'], message: CONTROL });
    expect(updateCompanyInput.safeParse({ name: 'Tiles\u202Eniamod' }).error?.issues[0]?.path).toEqual(['name']);
    expect(updateCompanyInput.parse({ name: ' Tiles ' })).toEqual({ name: 'Tiles' });
  });
});

describe('signUpInput', () => {
  it('trims, lower-cases the e-mail and keeps the company only for roles that may own one', () => {
    const base = { ...valid, name: '  Ana ', email: ' Ana@Example.COM ', phone: ' ', companyName: ' Titans ' };
    expect(signUpInput.parse(base)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: null,
      companyName: null,
      role: 'client',
      password: valid.password,
      language: 'en',
      invited: false,
    });
    expect(signUpInput.parse({ ...base, role: 'service_provider' }).companyName).toBe('Titans');
    expect(signUpInput.parse({ ...base, role: 'admin', language: 'pt' })).toMatchObject({
      companyName: 'Titans',
      language: 'pt',
    });
  });

  it('refuses an unknown language', () => {
    expect(signUpInput.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each(['+1 (555) 010-0200', '11 98765-4321', '5550100'])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['555-01', 'call me', '+1 555 0100 ext 2', '1234567890123456'])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('small inputs', () => {
  it('newsletter: trims and lower-cases the address, defaults the language', () => {
    expect(newsletterInput.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co', language: 'en' });
    expect(newsletterInput.safeParse({ email: 'a@b' }).success).toBe(false);
  });

  it("preferences: only the spec's languages and themes", () => {
    expect(updatePreferencesInput.parse({ language: 'pt', theme: 'dark' })).toEqual({ language: 'pt', theme: 'dark' });
    expect(updatePreferencesInput.parse({})).toEqual({});
    expect(updatePreferencesInput.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(updatePreferencesInput.safeParse({ language: 'pt-BR' }).success).toBe(false);
  });
});

describe('isEmail, the zod-free copy of the server rule the sign-up page uses', () => {
  it.each([
    'ana@example.com',
    'first.last+tile@mail.example.com.br',
    'joe@floors..com',
    'joe@floors',
    'a@b',
    'a b@c.co',
  ])('%j: the same verdict as z.email()', (email) => {
    expect(isEmail(email)).toBe(z.email().safeParse(email).success);
  });
});
