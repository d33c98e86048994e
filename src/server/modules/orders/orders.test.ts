import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type { Job } from '../../../shared/job-responses.ts';
import type { Order, OrderPage } from '../../../shared/order-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let crew: TestClient;
let supplierId: string;

const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
const jobOf = async (id: string) => json<Job>(await owner.get(`/api/v1/jobs/${id}`));

async function newJob(fields: Record<string, unknown> = {}) {
  const res = await owner.post('/api/v1/jobs', {
    title: 'Smith residence',
    address: '12 Elm St, Springfield',
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Job>(res);
}

async function newOrder(who: TestClient, body: Record<string, unknown>): Promise<Order> {
  const res = await who.post('/api/v1/orders', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Order>(res);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Orders Floors');
  other = await t.newCompany('Birch Orders Floors');
  crew = await t.addMember(owner.companyId, 'field_team');
  const supplier = await owner.post('/api/v1/catalog/suppliers', {
    name: 'Floor Depot',
    email: 'orders@floordepot.example',
    accountNumber: 'A-7731',
  });
  expect(supplier.status, await supplier.clone().text()).toBe(201);
  supplierId = (await json<{ id: string }>(supplier)).id;
});
afterAll(() => t.close());

describe('a material order from an estimate, to delivery', () => {
  it('takes the material lines, is sent to the supplier with its PDF, and is received in two lots', async () => {
    const job = await newJob({ crewIds: [crew.userId] });
    const estimate = await json<Estimate>(
      await owner.post('/api/v1/estimates', {
        title: 'Smith floors',
        jobId: job.id,
        options: [
          {
            name: 'Estimate',
            lines: [
              {
                kind: 'material',
                description: 'White oak plank',
                quantity: '14',
                unit: 'box',
                unitPrice: '89',
                unitCost: '61.6',
              },
              { kind: 'labor', description: 'Install', quantity: '300', unit: 'sq_ft', unitPrice: '3' },
              {
                kind: 'material',
                description: 'Stair nosing',
                quantity: '2',
                unit: 'each',
                unitPrice: '40',
                optional: true,
              },
            ],
          },
        ],
      }),
    );
    const order = await newOrder(owner, { estimateId: estimate.id, supplierId, expectedOn: '2027-01-15' });
    expect(order).toMatchObject({
      status: 'draft',
      jobId: job.id,
      estimateId: estimate.id,
      supplierName: 'Floor Depot',
      deliveryAddress: '12 Elm St, Springfield',
      totalCents: 86240,
    });
    expect(order.displayNumber).toMatch(/^PO-\d{4}$/);
    expect(order.items.map((i) => [i.description, i.quantity, i.unit, i.amountCents])).toEqual([
      ['White oak plank', '14.000', 'box', 86240],
    ]);

    const sent = await owner.post(`/api/v1/orders/${order.id}/send`, {});
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect((await json<Order>(sent)).status).toBe('ordered');
    const [mail] = await t.outbox('orders@floordepot.example');
    expect(mail!.subject).toBe(`Purchase order ${order.displayNumber} from Oak Orders Floors`);
    const pdf = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    for (const figure of [order.displayNumber, 'White oak plank', 'Floor Depot', '# A-7731', '$862.40'])
      expect(text).toContain(figure);
    expect((await jobOf(job.id)).projectStage).toBe('materials_ordered');
    const incoming = async () =>
      (await json<OrderPage>(await owner.get('/api/v1/orders?incoming=true'))).items.map((o) => o.id);
    expect(await incoming()).toContain(order.id);
    expect((await owner.request('PUT', `/api/v1/orders/${order.id}`, { body: { items: [] } })).status).toBe(400);

    const item = order.items[0]!;
    const tooMany = await crew.post(`/api/v1/orders/${order.id}/receipts`, {
      items: [{ itemId: item.id, quantity: '15' }],
    });
    expect(tooMany.status).toBe(400);
    expect(await errorsOf(tooMany)).toEqual({
      'items.0.quantity': 'More than was ordered is still to come: check the quantity.',
    });

    const first = await json<Order>(
      await crew.post(`/api/v1/orders/${order.id}/receipts`, {
        items: [{ itemId: item.id, quantity: '10', dyeLot: 'LOT 2291' }],
      }),
    );
    expect(first).toMatchObject({ status: 'partially_received', lotWarnings: [], totalCents: null });
    expect(first.items[0]).toMatchObject({ receivedQuantity: '10.000', unitCost: null, dyeLots: ['LOT 2291'] });
    expect((await jobOf(job.id)).projectStage).toBe('materials_ordered');

    const rest = await json<Order>(
      await crew.post(`/api/v1/orders/${order.id}/receipts`, {
        items: [{ itemId: item.id, quantity: '4', dyeLot: 'LOT 2307' }],
      }),
    );
    expect(rest.status).toBe('received');
    expect(rest.lotWarnings).toEqual([
      { itemId: item.id, description: 'White oak plank', dyeLots: ['LOT 2291', 'LOT 2307'] },
    ]);
    expect(rest.receipts.map((r) => [r.quantity, r.dyeLot, r.userName])).toEqual([
      ['10.000', 'LOT 2291', 'field_team member'],
      ['4.000', 'LOT 2307', 'field_team member'],
    ]);
    expect(await incoming()).not.toContain(order.id);
    const delivered = await jobOf(job.id);
    expect(delivered.projectStage).toBe('materials_delivered');
    expect((await owner.post(`/api/v1/orders/${order.id}/cancel`, {})).status).toBe(409);
    expect(
      (await owner.post(`/api/v1/orders/${order.id}/receipts`, { items: [{ itemId: item.id, quantity: '1' }] })).status,
    ).toBe(409);
  });

  it('never takes a job back: a delivery to a job already installing leaves its stage', async () => {
    const job = await newJob();
    expect((await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation' })).status).toBe(200);
    const order = await newOrder(owner, {
      jobId: job.id,
      supplierId,
      items: [{ description: 'Glue', quantity: '2', unit: 'each', unitCost: '45' }],
    });
    await owner.post(`/api/v1/orders/${order.id}/send`, {});
    await owner.post(`/api/v1/orders/${order.id}/receipts`, { items: [{ itemId: order.items[0]!.id, quantity: '2' }] });
    expect(await jobOf(job.id)).toMatchObject({ projectStage: 'installation', progressPercentage: 70 });
  });
});

describe('order rules', () => {
  it('numbers orders per company, keeps drafts editable and deletable, and cancels placed ones', async () => {
    const company = await t.newCompany('PO Floors');
    const a = await newOrder(company, { items: [{ description: 'Underlayment', quantity: '3', unit: 'roll' }] });
    const b = await newOrder(company, { items: [{ description: 'Trim', quantity: '12', unit: 'each' }] });
    expect([a.displayNumber, b.displayNumber]).toEqual(['PO-0001', 'PO-0002']);
    expect(a.totalCents).toBeNull();
    const edited = await company.request('PUT', `/api/v1/orders/${a.id}`, {
      body: {
        deliveryTo: 'shop',
        items: [{ description: 'Underlayment', quantity: '4', unit: 'roll', unitCost: '25.125' }],
      },
    });
    expect(edited.status).toBe(200);
    expect(await json<Order>(edited)).toMatchObject({ totalCents: 10050, deliveryTo: 'shop' });
    expect((await company.request('DELETE', `/api/v1/orders/${b.id}`)).status).toBe(204);
    const noMail = await company.post(`/api/v1/orders/${a.id}/send`, {});
    expect(await errorsOf(noMail)).toEqual({ to: "Add the supplier's e-mail before sending." });
    await company.post(`/api/v1/orders/${a.id}/send`, { to: 'rep@supplier.example' });
    expect((await company.request('DELETE', `/api/v1/orders/${a.id}`)).status).toBe(409);
    expect((await json<Order>(await company.post(`/api/v1/orders/${a.id}/cancel`, {}))).status).toBe('cancelled');
    const list = await json<OrderPage>(await company.get('/api/v1/orders?q=PO-0001'));
    expect(list.items.map((o) => o.id)).toEqual([a.id]);
  });

  it('refuses bad items per field and changes nothing', async () => {
    const res = await owner.post('/api/v1/orders', {
      supplierId: '00000000-0000-4000-8000-000000000000',
      items: [{ description: ' ', quantity: '0', unitCost: '-1' }],
    });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toMatchObject({
      'items.0.description': 'This field is required',
      'items.0.quantity': 'Please enter a quantity above 0',
    });
    const supplier = await owner.post('/api/v1/orders', {
      supplierId: '00000000-0000-4000-8000-000000000000',
      items: [{ description: 'Glue', quantity: '1' }],
    });
    expect(await errorsOf(supplier)).toEqual({ supplierId: 'This supplier does not exist or is archived.' });
  });
});

describe('who sees an order', () => {
  it('keeps other companies out and shows a crew only the orders of their jobs; clients and partners nothing', async () => {
    const theirs = await newOrder(owner, {
      jobId: (await newJob({ crewIds: [crew.userId] })).id,
      items: [{ description: 'Tile', quantity: '5', unitCost: '10' }],
    });
    const notTheirs = await newOrder(owner, { items: [{ description: 'Carpet', quantity: '5' }] });
    expect((await other.get(`/api/v1/orders/${theirs.id}`)).status).toBe(404);
    expect(
      (
        await other.post(`/api/v1/orders/${theirs.id}/receipts`, {
          items: [{ itemId: theirs.items[0]!.id, quantity: '1' }],
        })
      ).status,
    ).toBe(404);
    expect((await json<OrderPage>(await other.get('/api/v1/orders'))).items).toEqual([]);
    expect((await crew.get(`/api/v1/orders/${notTheirs.id}`)).status).toBe(404);
    expect((await json<Order>(await crew.get(`/api/v1/orders/${theirs.id}`))).items[0]!.unitCost).toBeNull();
    expect((await crew.post('/api/v1/orders', { items: [{ description: 'x', quantity: '1' }] })).status).toBe(403);
    expect((await crew.post(`/api/v1/orders/${theirs.id}/send`, {})).status).toBe(403);
    const client = await t.addMember(owner.companyId, 'client');
    expect((await json<OrderPage>(await client.get('/api/v1/orders'))).items).toEqual([]);
    expect((await client.get(`/api/v1/orders/${theirs.id}`)).status).toBe(404);
    const partner = await t.addMember(owner.companyId, 'partner');
    expect((await partner.get(`/api/v1/orders/${theirs.id}`)).status).toBe(404);
  });
});
