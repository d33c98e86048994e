import { PASSWORD_TOO_COMMON } from '../../../shared/accounts.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * Spec section 8's login error mapping: which text to show (an i18n key with its values, or the
 * server's own message) and whether to switch the form to sign-in.
 */
export function loginError(error: unknown): {
  key?: string;
  vars?: Record<string, string>;
  message?: string;
  switchToSignIn?: boolean;
} {
  if (!(error instanceof ApiError)) return { key: 'auth.errors.unexpected' };
  // Opened at an address the server does not trust (another spelling, a LAN address): say which works.
  if (error.code === 'ORIGIN_NOT_ALLOWED') {
    return error.appUrl
      ? { key: 'auth.errors.originNotAllowed', vars: { appUrl: error.appUrl } }
      : { key: 'errors.ORIGIN_NOT_ALLOWED' };
  }
  const message = error.message.toLowerCase();
  if (message.includes('user') && message.includes('exist')) {
    return { key: 'auth.errors.alreadyRegistered', switchToSignIn: true };
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || message.includes('invalid login credentials')) {
    return { key: 'auth.errors.invalidCredentials' };
  }
  if (error.status === 429 || error.code === 'RATE_LIMITED') return { key: 'auth.errors.rateLimited' };
  if (error.code === 'EMAIL_NOT_VERIFIED') return { key: 'auth.errors.emailNotVerified' };
  if (error.code === PASSWORD_TOO_COMMON) return { key: 'auth.errors.passwordTooCommon' };
  if (error.code === 'NETWORK_ERROR') return { key: 'errors.NETWORK_ERROR' };
  return error.message ? { message: error.message } : { key: 'auth.errors.unexpected' };
}
