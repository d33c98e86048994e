import { api } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';
import type { SignUpFields } from '../../../shared/accounts.ts';

// better-auth's endpoints (spec section 7, Auth). After confirming the e-mail or resetting the
// password the user lands back in the app.

/** The sign-up form's fields; the language is the page's. */
export type SignUpForm = Omit<SignUpFields, 'language' | 'invitationToken'>;

export const signIn = (email: string, password: string) =>
  api('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

/**
 * `token` is null while the e-mail awaits confirmation; its link signs in and opens `next`.
 * With an invitation, the server creates no company of the user's own.
 */
export const signUp = (form: SignUpForm, language: Language, next: string, invitationToken?: string) =>
  api<{ token: string | null }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...form, language, callbackURL: next, ...(invitationToken && { invitationToken }) },
  });

export const resendConfirmation = (email: string, next = '/dashboard') =>
  api('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: next } });

export const requestPasswordReset = (email: string) =>
  api('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' } });

export const resetPassword = (token: string, newPassword: string) =>
  api('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
