/**
 * Error codes of API problem responses: spec section 8's handler codes plus the HTTP ones.
 * The SPA maps each code to the spec's localised text.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'AUTH_ERROR',
  'FORBIDDEN',
  'ORIGIN_NOT_ALLOWED',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'DATABASE_ERROR',
  'NETWORK_ERROR',
  'APP_ERROR',
  'HANDLED_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The generic catalogue of spec section 8, by code (English; the SPA translates). */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Please check your input and try again.',
  AUTH_ERROR: 'User not authenticated',
  FORBIDDEN: 'You are not authorized to perform this action.',
  ORIGIN_NOT_ALLOWED:
    "The server does not accept this page's address. Open the app at the address the server is set up for and try again.",
  NOT_FOUND: 'The requested resource was not found.',
  CONFLICT: 'This conflicts with the current state. Reload and try again.',
  GONE: 'This link is no longer valid.',
  RATE_LIMITED: 'Too many attempts. Wait a few minutes and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  DATABASE_ERROR: 'Server error. Please try again later.',
  NETWORK_ERROR: 'Network error. Please check your connection.',
  APP_ERROR: 'Something went wrong. Please try again.',
  HANDLED_ERROR: 'Something went wrong. Please try again.',
  UNKNOWN_ERROR: 'Something went wrong. Please try again.',
};
