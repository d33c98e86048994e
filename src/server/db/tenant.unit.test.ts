import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { TenantDb, type Services, type TenantContext } from './tenant.ts';

// Only the handle's shape: no query runs, so stand-ins for the connection and the services do.
const db = {} as Database;
const services = { db, config: {}, mailer: {}, storage: {}, log: {} } as Services;
const ctx: TenantContext = { userId: 'u1', companyId: 'c1', role: 'admin', isOwner: true };

describe('the tenant handle', () => {
  it("opened for a request, carries that request's services and their connection", () => {
    const t = TenantDb.forRequest(services, ctx);
    expect(t.services).toBe(services);
    expect(t.db).toBe(db);
    expect(t.ctx).toBe(ctx);
  });

  it('opened outside a request, has data only: asking for services is a programming error', () => {
    expect(() => new TenantDb(db, ctx).services).toThrow(/outside a request/);
    expect(() => TenantDb.forCompany(db, 'c1').services).toThrow(/outside a request/);
  });
});
