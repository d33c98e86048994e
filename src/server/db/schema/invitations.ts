import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '../../../shared/team.ts';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { companyId } from './companies.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * An invitation to join a company with a role. Only the SHA-256 of the e-mailed token is kept, so a
 * leaked table cannot be turned into working links.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [
    index('invitations_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invitations_company_email_idx').on(t.companyId, t.email),
    // Lookups by token come before any tenant is known (the invitee has no company yet).
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    // One open invitation (neither accepted nor revoked) per company and address, even when
    // requests race. Expiry cannot be part of an index, so a new invitation closes an expired one.
    uniqueIndex('invitations_company_email_open_key')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    check('invitations_role_valid', sql.raw(`role in (${TEAM_ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);
