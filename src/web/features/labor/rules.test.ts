import { describe, expect, it } from 'vitest';
import { laborAccess, mayEdit, mayReview } from './rules.ts';

const member = (role: 'field_team' | 'service_provider' | 'admin' | 'client' | 'partner', isOwner = false) => ({
  companyId: '00000000-0000-4000-8000-000000000001',
  role,
  isOwner,
});

describe('laborAccess', () => {
  it('a field crew logs their own hours and never sees money', () => {
    expect(laborAccess(member('field_team'))).toEqual({ logs: true, manages: false, money: false });
  });
  it('the owner and managers review everyone and see pay', () => {
    expect(laborAccess(member('service_provider', true))).toEqual({ logs: true, manages: true, money: true });
    expect(laborAccess(member('service_provider'))).toEqual({ logs: true, manages: true, money: true });
    expect(laborAccess(member('admin'))).toEqual({ logs: true, manages: true, money: true });
  });
  it('clients, partners and people outside a company get nothing', () => {
    const none = { logs: false, manages: false, money: false };
    expect(laborAccess(member('client'))).toEqual(none);
    expect(laborAccess(member('partner'))).toEqual(none);
    expect(laborAccess(null)).toEqual(none);
    expect(laborAccess({ ...member('service_provider'), companyId: null })).toEqual(none);
  });
});

describe('who may correct or review a work log', () => {
  const crew = { userId: 'u1', manages: false };
  const manager = { userId: 'boss', manages: true };
  const log = (status: 'open' | 'submitted' | 'approved' | 'rejected', paid = false, userId = 'u1') => ({
    status,
    paid,
    userId,
  });

  it('a crew member corrects their own hours until approved', () => {
    expect(mayEdit(log('submitted'), crew)).toBe(true);
    expect(mayEdit(log('rejected'), crew)).toBe(true);
    expect(mayEdit(log('approved'), crew)).toBe(false);
    expect(mayEdit(log('submitted', false, 'u2'), crew)).toBe(false);
  });
  it('a manager corrects anyone, an approved log too, until it is paid', () => {
    expect(mayEdit(log('approved'), manager)).toBe(true);
    expect(mayEdit(log('approved', true), manager)).toBe(false);
  });
  it('nobody edits a shift still on the clock', () => {
    expect(mayEdit(log('open'), crew)).toBe(false);
    expect(mayEdit(log('open'), manager)).toBe(false);
  });
  it('only managers review, and only what waits for them', () => {
    expect(mayReview(log('submitted'), true)).toBe(true);
    expect(mayReview(log('submitted'), false)).toBe(false);
    expect(mayReview(log('approved'), true)).toBe(false);
    expect(mayReview(log('open'), true)).toBe(false);
  });
});
