// What the gallery and showcase suites set up alike: a job made through the API, and photo rows
// with their files in the app's storage (uploads are photos.test.ts's subject).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { projectPhotos } from '../../db/schema/photos.ts';
import { TenantDb } from '../../db/tenant.ts';
import { json, type TestApp, type TestClient } from '../../test/harness.ts';

/** The bytes of every stored size of a test photo. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

type Owner = { companyId: string; userId: string };

export const tenantOf = (t: TestApp, who: Owner) =>
  new TenantDb(t.database.db, { userId: who.userId, companyId: who.companyId, role: 'admin', isOwner: true });

export async function newJob(who: TestClient, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await who.post('/api/v1/jobs', {
    title: 'Oak floor',
    address: '12 Elm Street',
    squareFeet: 600,
    startDate: '2026-03-02',
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

/** A photo row of the job (client-visible unless told otherwise), with its three files. */
export async function newPhoto(
  t: TestApp,
  who: Owner,
  jobId: string,
  fields: Partial<typeof projectPhotos.$inferInsert> = {},
): Promise<string> {
  const stem = `photos/${jobId}/${Date.now()}-${randomBytes(18).toString('base64url')}`;
  const keys = {
    filePath: `${stem}.png`,
    displayPath: `${stem}.display.webp`,
    mediumPath: `${stem}.medium.webp`,
    thumbnailPath: `${stem}.thumb.webp`,
  };
  for (const key of Object.values(keys)) await t.storage.put(key, PNG, 'image/png');
  const [row] = await tenantOf(t, who).run((tx) =>
    tx
      .insert(projectPhotos)
      .values({
        companyId: who.companyId,
        jobId,
        ...keys,
        fileName: 'Sala de estar.png',
        fileSize: PNG.byteLength,
        mimeType: 'image/png',
        ...fields,
      })
      .returning({ id: projectPhotos.id }),
  );
  return row!.id;
}
