import { describe, expect, it } from 'vitest';
import './validation.ts';
import { companySlug } from './company.ts';
import { changeRoleInput, invitationStatus, invitationToken, inviteInput } from './team.ts';

describe('invitationStatus', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const later = new Date('2026-01-11T12:00:00Z');
  const earlier = new Date('2026-01-09T12:00:00Z');

  it('is pending until it expires, accepted or revoked', () => {
    expect(invitationStatus({ acceptedAt: null, revokedAt: null, expiresAt: later }, now)).toBe('pending');
    expect(invitationStatus({ acceptedAt: null, revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(invitationStatus({ acceptedAt: null, revokedAt: null, expiresAt: earlier }, now)).toBe('expired');
  });

  it('acceptance and revocation outlast expiry', () => {
    expect(invitationStatus({ acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, now)).toBe('accepted');
    expect(invitationStatus({ acceptedAt: null, revokedAt: earlier, expiresAt: earlier }, now)).toBe('revoked');
  });
});

describe('team inputs', () => {
  it('invitations take a trimmed, lower-cased e-mail and one of the team roles', () => {
    expect(inviteInput.parse({ email: '  Ana@Example.COM ', role: 'admin' })).toEqual({
      email: 'ana@example.com',
      role: 'admin',
    });
    expect(inviteInput.safeParse({ email: 'not-an-email', role: 'client' }).success).toBe(false);
    expect(inviteInput.safeParse({ email: 'a@example.com', role: 'service_provider' }).success).toBe(false);
    expect(changeRoleInput.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('tokens are 43 base64url characters', () => {
    expect(invitationToken.safeParse('A'.repeat(43)).success).toBe(true);
    expect(invitationToken.safeParse('A'.repeat(42)).success).toBe(false);
    expect(invitationToken.safeParse('A'.repeat(42) + '=').success).toBe(false);
  });
});

describe('company slug', () => {
  it.each(['abc', 'oak-floors', 'a1-b2-c3', 'x'.repeat(40), 'Oak-Floors'])('accepts %s', (slug) => {
    expect(companySlug.safeParse(slug).success).toBe(true);
  });
  it.each(['ab', 'x'.repeat(41), '-abc', 'abc-', 'a--b', 'a_b', 'a b', 'ação', ''])('refuses %s', (slug) => {
    expect(companySlug.safeParse(slug).success).toBe(false);
  });
  it('is stored lower-case', () => {
    expect(companySlug.parse(' Oak-Floors ')).toBe('oak-floors');
  });
});
