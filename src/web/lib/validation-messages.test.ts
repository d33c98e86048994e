/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_UP_MESSAGES } from '../../shared/accounts.ts';
import { DATE_MESSAGES } from '../../shared/validation.ts';
import { ApiError } from './api.ts';
import { setLanguage } from './i18n.ts';
import { localizeMessage, validationErrors } from './validation-messages.ts';

const en = JSON.parse(readFileSync(new URL('../locales/en/validation.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

describe('validation messages in the user language', () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('document', { documentElement: { lang: '' } });

  it("the English locale repeats the shared module's texts exactly", () => {
    for (const [key, text] of Object.entries({ ...SIGN_UP_MESSAGES, ...DATE_MESSAGES })) {
      if (typeof text === 'string') expect(en[key], key).toBe(text);
    }
  });

  it("shows the date rules' texts in Portuguese, on every form that falls back to the shared texts", async () => {
    await setLanguage('pt');
    expect(localizeMessage(DATE_MESSAGES.dateInFuture)).toBe('Informe uma data que não esteja no futuro');
    expect(localizeMessage(DATE_MESSAGES.dateTooOld)).toBe('Informe uma data dos últimos 10 anos');
    await setLanguage('en');
  });

  it('shows the Portuguese text for a shared message, with counts filled in', async () => {
    await setLanguage('pt');
    expect(localizeMessage('Full name is required')).toBe('O nome completo é obrigatório');
    expect(localizeMessage('Maximum 100 characters allowed')).toBe('Máximo de 100 caracteres permitidos');
    expect(localizeMessage('Something else')).toBe('Something else');
    await setLanguage('en');
    expect(localizeMessage('Passwords do not match')).toBe('Passwords do not match');
  });
});

describe('validationErrors', () => {
  it('gives the per-field messages of a validation error only', () => {
    expect(
      validationErrors(new ApiError(400, 'VALIDATION_ERROR', 'bad', { email: 'Please enter a valid email' })),
    ).toEqual({ email: 'Please enter a valid email' });
    expect(validationErrors(new ApiError(400, 'VALIDATION_ERROR', 'bad', {}))).toBeUndefined();
    expect(validationErrors(new ApiError(500, 'DATABASE_ERROR', 'down', { email: 'x' }))).toBeUndefined();
    expect(validationErrors(new Error('x'))).toBeUndefined();
  });
});
