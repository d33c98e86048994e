import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  EMAIL_MAX_LENGTH,
  meetsPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_COMMON_MESSAGES,
  SIGN_UP_MESSAGES,
  type Language,
} from '../../shared/accounts.ts';
import { personName, signUpInput, signUpProblem, type SignUpInput } from '../../shared/account-inputs.ts';
import { DEFAULT_MESSAGES } from '../../shared/errors.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/auth.ts';
import { forgetCaller } from './caller.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { isCommonPassword } from './common-passwords.ts';
import { originRefusalPlugin } from './origin-check.ts';
import { clearRateLimit, withinAttemptLimit, type RateLimit } from './rate-limit.ts';
import { resetPasswordEmail, verificationEmail, type Recipient } from './mail-templates.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';

/** Where the e-mailed links land in the SPA. */
export const AFTER_VERIFICATION_PATH = '/dashboard';
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Where a confirmed user lands: the dashboard, or back on the invitation they signed up from. Only
 * these paths of our own, never an address the client names (an open redirect).
 */
export function afterVerificationPath(callbackURL: unknown): string {
  const path = typeof callbackURL === 'string' ? callbackURL : '';
  return /^\/(?:dashboard|invite\/[A-Za-z0-9_-]{43})$/.test(path) ? path : AFTER_VERIFICATION_PATH;
}

const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
const RESET_LINK_SECONDS = 60 * 60;

/**
 * Per account, whatever the address: 5 sign-ins without a success lock the e-mail address for
 * 15 minutes. Unknown addresses count the same, so the answer never tells whether one exists.
 */
export const SIGN_IN_LOCKOUT: RateLimit = { max: 5, windowSeconds: 15 * 60 };

/** The lockout's counter for the e-mail a sign-in names; none for what cannot be an account's. */
function signInKey(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return normalized && normalized.length <= EMAIL_MAX_LENGTH ? `sign-in|${normalized}` : null;
}

const validationError = (message: string, errors: Record<string, string>) =>
  new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message, errors });

/** A new password (reset or change) meets the spec's rules and is not a common one. */
function assertNewPassword(password: unknown, language: unknown) {
  const field = 'newPassword';
  const value = typeof password === 'string' ? password : '';
  if (!meetsPasswordRules(value)) {
    throw validationError(SIGN_UP_MESSAGES.passwordRules, { [field]: SIGN_UP_MESSAGES.passwordRules });
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    const message = SIGN_UP_MESSAGES.max(PASSWORD_MAX_LENGTH);
    throw validationError(message, { [field]: message });
  }
  if (isCommonPassword(value)) {
    throw passwordTooCommon(field, language === 'pt' ? 'pt' : 'en');
  }
}

function passwordTooCommon(field: string, language: Language) {
  const message = PASSWORD_TOO_COMMON_MESSAGES[language];
  return new APIError('BAD_REQUEST', { code: PASSWORD_TOO_COMMON, message, errors: { [field]: message } });
}

/**
 * better-auth: e-mail and password accounts with e-mail confirmation and password reset, database
 * sessions in HttpOnly SameSite=Lax cookies, rate limits stored in the database (so they hold
 * across instances and in every environment).
 */
/**
 * What the accounts module does for better-auth: set up a new account's profile (and company), and
 * address an e-mail in the user's language. main.ts passes the module's functions in, since the
 * platform never imports a module.
 */
export interface AccountHooks {
  setUpNewAccount(db: Database, user: NewUser, input: SignUpInput): Promise<void>;
  mailRecipient(db: Database, user: NewUser, appUrl: string): Promise<Recipient>;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

interface NewUser {
  id: string;
  email: string;
  name: string;
}

export function createAuth(opts: {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  accounts: AccountHooks;
  /** Replaces better-auth's scrypt; only the API tests pass one (a cheaper scrypt, see test/harness.ts). */
  passwordHashing?: PasswordHashing;
}) {
  const { config, db, mailer } = opts;
  const { mailRecipient, setUpNewAccount } = opts.accounts;
  const log = opts.logger.child({ module: 'better-auth' });
  return betterAuth({
    appName: 'Floor Pro',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: config.trustedOrigins,
    plugins: [originRefusalPlugin(config.appUrl)],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(opts.passwordHashing && { password: opts.passwordHashing }),
      // The link goes through /api/auth/reset-password/:token, which checks the token and then
      // redirects to /reset-password?token=… (or ?error=INVALID_TOKEN).
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(resetPasswordEmail(await mailRecipient(db, u, config.appUrl), url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(verificationEmail(await mailRecipient(db, u, config.appUrl), url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs before the confirmation e-mail is sent, so the e-mail knows the language and company.
          after: async (created, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            await setUpNewAccount(db, created, signUpInput.parse(ctx.body));
          },
        },
        // The cached caller (caller.ts) carries the name and e-mail, and goes with the account.
        update: { after: async (updated) => forgetCaller({ userId: updated.id }) },
        delete: { after: async (deleted) => forgetCaller({ userId: deleted.id }) },
      },
      // Every way better-auth ends a session (sign-out, revoking, a password change or reset)
      // deletes its row through here, after the change commits: its cached caller goes at once.
      session: {
        delete: { after: async (ended) => forgetCaller({ token: ended.token }) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case '/sign-up/email': {
            // The browser's checks are a convenience; these are the rules. Nothing is written
            // until they pass.
            const parsed = signUpInput.safeParse(body);
            if (!parsed.success) {
              const problem = signUpProblem(parsed.error);
              throw validationError(problem.message, problem.errors);
            }
            const input = parsed.data;
            if (isCommonPassword(input.password)) throw passwordTooCommon('password', input.language);
            // Spec section 8 tells the user the address is taken (better-auth would answer as if
            // signing up had worked, to hide which addresses have accounts).
            if (await ctx.context.internalAdapter.findUserByEmail(input.email)) {
              throw new APIError('UNPROCESSABLE_ENTITY', {
                code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
                message: 'User already exists. Use another email.',
              });
            }
            return {
              context: {
                body: {
                  ...body,
                  name: input.name,
                  email: input.email,
                  callbackURL: afterVerificationPath(body.callbackURL),
                },
              },
            };
          }
          case '/send-verification-email':
            return { context: { body: { ...body, callbackURL: afterVerificationPath(body.callbackURL) } } };
          // The e-mailed links: anyone can make one with any callbackURL, which better-auth would
          // follow off-site (an open redirect) or choke on (a 500). Only our own paths.
          case '/verify-email':
            return { context: { query: { ...ctx.query, callbackURL: afterVerificationPath(ctx.query?.callbackURL) } } };
          case '/reset-password/:token':
            return { context: { query: { ...ctx.query, callbackURL: RESET_PASSWORD_PATH } } };
          case '/request-password-reset':
            return { context: { body: { ...body, redirectTo: RESET_PASSWORD_PATH } } };
          case '/sign-in/email': {
            const key = signInKey(body.email);
            if (key && !(await withinAttemptLimit(db, key, SIGN_IN_LOCKOUT))) {
              throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: DEFAULT_MESSAGES.RATE_LIMITED });
            }
            return;
          }
          // Names follow the sign-up form's rules (they go into e-mail subjects and every page).
          case '/update-user': {
            if (body.name === undefined) return;
            const parsed = personName.safeParse(body.name);
            if (!parsed.success) {
              const message = parsed.error.issues[0]!.message;
              throw validationError(message, { name: message });
            }
            return { context: { body: { ...body, name: parsed.data } } };
          }
          // `language` (optional, en or pt) picks the language of the common-password message.
          case '/reset-password':
            assertNewPassword(body.newPassword, body.language);
            return;
          case '/change-password':
            assertNewPassword(body.newPassword, body.language);
            // A password change ends the user's other sessions (architecture, security checklist).
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A successful sign-in ends the run of failures that would lock the account.
        const key =
          ctx.path === '/sign-in/email' ? signInKey((ctx.body as { email?: unknown } | undefined)?.email) : null;
        if (key && !isAPIError(ctx.context.returned)) await clearRateLimit(db, key);
      }),
    },
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      // The server writes this header from the socket (or the configured trusted proxy header)
      // and drops any copy the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      // better-auth turns its origin check off when NODE_ENV is test; the tests check what users get.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: { level: 'info', log: (level, message, ...args) => log[level]({ args }, message) },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
