import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { loginError } from './login-errors.ts';

describe("spec section 8's login error mapping", () => {
  it('an e-mail already registered switches to sign-in', () => {
    const error = new ApiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.');
    expect(loginError(error)).toEqual({ key: 'auth.errors.alreadyRegistered', switchToSignIn: true });
  });

  it('wrong credentials, by code or by the message the spec quotes', () => {
    expect(loginError(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
    expect(loginError(new ApiError(400, 'X', 'Invalid login credentials'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
  });

  it('rate limits', () => {
    expect(loginError(new ApiError(429, 'X', 'Too many requests. Please try again later.'))).toEqual({
      key: 'auth.errors.rateLimited',
    });
  });

  it('a page at an address the server refuses is told which address to open', () => {
    const refused = new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Open http://localhost:3000', {}, 'http://localhost:3000');
    expect(loginError(refused)).toEqual({
      key: 'auth.errors.originNotAllowed',
      vars: { appUrl: 'http://localhost:3000' },
    });
    expect(loginError(new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Refused'))).toEqual({
      key: 'errors.ORIGIN_NOT_ALLOWED',
    });
  });

  it("other errors show the server's message, or the unexpected-error text", () => {
    expect(loginError(new ApiError(400, 'X', 'Something specific'))).toEqual({ message: 'Something specific' });
    expect(loginError(new ApiError(500, 'X', ''))).toEqual({ key: 'auth.errors.unexpected' });
    expect(loginError(new TypeError('boom'))).toEqual({ key: 'auth.errors.unexpected' });
  });
});
