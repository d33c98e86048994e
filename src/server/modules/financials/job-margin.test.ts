import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type { JobCostingDetail, JobCostingList } from '../../../shared/financial-responses.ts';
import { addDays, dayInZone } from '../../../shared/days.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import type { Job } from '../../../shared/job-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// One margin per job (issue #38, ADR 0043). The same job showed three margins: the overview's (the
// price entered on the job less the costs entered on it), job costing's (revenue less the recorded
// costs) and the estimate's (its revenue less its lines' unit costs). Now revenue, cost and margin
// are defined once, in job costing's SQL, and every view reads that; the estimate's is its plan.

const ZONE = 'America/New_York';
const companyDay = () => dayInZone(new Date(), ZONE);

type Company = TestClient & { companyId: string };

let t: TestApp;
let today: string;
let signature: string;
let owner: Company;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};

const detail = async (jobId: string) =>
  body<JobCostingDetail>(await owner.get(`/api/v1/financials/job-costing/${jobId}`), 200);
const listRow = async (jobId: string) => {
  const list = await body<JobCostingList>(await owner.get('/api/v1/financials/job-costing?limit=100'), 200);
  return list.items.find((row) => row.jobId === jobId)!;
};

/** An estimate on the job with 10 % tax on materials, sent and accepted by its client through the link. */
async function acceptedEstimate(jobId: string): Promise<Estimate> {
  const clientEmail = `margin-client-${jobId.slice(0, 8)}@example.com`;
  const estimate = await body<Estimate>(
    await owner.post('/api/v1/estimates', {
      title: 'Oak floor',
      jobId,
      clientName: 'Ana Souza',
      clientEmail,
      taxRate: '10',
      taxAppliesTo: 'materials',
      options: [
        {
          name: 'Oak',
          lines: [
            // 100 × $50 = $5,000.00 (cost 100 × $30 = $3,000.00), taxed $500.00.
            {
              kind: 'material',
              description: 'Oak plank',
              quantity: '100',
              unit: 'sqft',
              unitPrice: '50',
              unitCost: '30',
            },
            // 100 × $30 = $3,000.00 (cost 100 × $15 = $1,500.00), untaxed.
            { kind: 'labor', description: 'Install', quantity: '100', unit: 'sqft', unitPrice: '30', unitCost: '15' },
          ],
        },
      ],
    }),
    201,
  );
  await body(await owner.post(`/api/v1/estimates/${estimate.id}/send`, {}), 200);
  const [mail] = await t.outbox(clientEmail);
  const url = mail!.links.find((l) => l.includes('/estimate/'))!;
  const token = url.slice(url.lastIndexOf('/') + 1);
  const accepted = await t.app.request(`/api/v1/estimate-links/${token}/accept`, {
    method: 'POST',
    headers: { origin: t.config.appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ optionId: estimate.options[0]!.id, optionalLineIds: [], signerName: 'Ana', signature }),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return estimate;
}

/** An issued invoice on the job, without tax, of `cents`. */
async function invoice(jobId: string, cents: number): Promise<Invoice> {
  const made = await body<Invoice>(
    await owner.post('/api/v1/invoices', {
      from: 'blank',
      jobId,
      title: 'Floor',
      clientName: 'Ana Souza',
      clientEmail: 'ana.invoices@example.com',
      lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: String(cents / 100) }],
    }),
    201,
  );
  await body(await owner.post(`/api/v1/invoices/${made.id}/send`, {}), 200);
  return made;
}

async function bill(jobId: string, amountCents: number, category: string) {
  await body(
    await owner.post('/api/v1/bills', {
      from: 'manual',
      vendorName: 'Supply Co',
      category,
      jobId,
      billDate: addDays(today, -1),
      dueDate: addDays(today, 30),
      amountCents,
    }),
    201,
  );
}

const newJob = async (fields: Record<string, unknown>) =>
  body<Job>(await owner.post('/api/v1/jobs', { title: 'Margin job', ...fields }), 201);

beforeAll(async () => {
  t = await startTestApp();
  today = companyDay();
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 70 L290 30" stroke="black" stroke-width="3"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
  owner = await t.newCompany('Margin Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
});
afterAll(() => t.close());

describe('a job with an accepted estimate, an invoice, recorded costs and costs entered on it', () => {
  let job: Job;
  let costs: JobCostingDetail;

  beforeAll(async () => {
    job = await newJob({});
    await acceptedEstimate(job.id);
    // The acceptance set the job's price to the accepted total, tax included: $8,500.00.
    job = await body<Job>(
      await owner.request('PATCH', `/api/v1/jobs/${job.id}`, {
        body: { materialsCostCents: 320_000, laborCostCents: 210_000 },
      }),
      200,
    );
    await invoice(job.id, 600_000);
    await bill(job.id, 340_000, 'materials');
    await bill(job.id, 15_000, 'fuel');
    costs = await detail(job.id);
  });

  it('reproduces the three margins the views used to show, from what each read', () => {
    expect(job.totalCents).toBe(850_000);
    // The overview's old figure: the price entered on the job less the costs entered on it.
    const overview = job.totalCents! - job.materialsCostCents! - job.laborCostCents!;
    // The estimate's: its revenue without tax ($8,000.00) less its lines' costs ($4,500.00).
    const estimated = costs.estimatedMarginCents;
    // Job costing's: invoiced without tax ($6,000.00) less the recorded costs ($3,550.00).
    const actual = costs.marginCents;
    expect([overview, actual, estimated]).toEqual([320_000, 245_000, 350_000]);
  });

  it('has one margin: revenue invoiced without tax, less the costs recorded, on every view', async () => {
    expect(costs).toMatchObject({
      revenueCents: 600_000,
      revenueBasis: 'invoiced',
      costCents: 355_000,
      costBasis: 'recorded',
      marginCents: 245_000,
      marginPercent: 40.8,
    });
    // Job costing's list row says the same, to the cent.
    expect(await listRow(job.id)).toMatchObject({
      revenueCents: 600_000,
      revenueBasis: 'invoiced',
      costCents: 355_000,
      costBasis: 'recorded',
      marginCents: 245_000,
      marginPercent: 40.8,
    });
    // The costs entered on the job are not counted once costs are recorded (else twice).
    expect(costs.costs).toEqual({ materials: 340_000, labor: 0, subcontractors: 0, other: 15_000 });
  });

  it("keeps the estimate's margin as the plan: its revenue without tax less its lines' costs", () => {
    expect(costs.estimate).toMatchObject({ revenueCents: 800_000, costCents: 450_000 });
    expect([costs.estimatedMarginCents, costs.estimatedMarginPercent]).toEqual([350_000, 43.8]);
  });
});

describe('a job with only what was entered on it', () => {
  it('counts the price entered on it as revenue and the costs entered on it as cost', async () => {
    const job = await newJob({ totalCents: 1_000_000, materialsCostCents: 300_000, laborCostCents: 250_050 });
    const costs = await detail(job.id);
    expect(costs).toMatchObject({
      revenueCents: 1_000_000,
      revenueBasis: 'price',
      costCents: 550_050,
      costBasis: 'entered',
      marginCents: 449_950,
      marginPercent: 45,
    });
    // The kinds add up to the cost, so that the table and the total agree.
    expect(costs.costs).toEqual({ materials: 300_000, labor: 250_050, subcontractors: 0, other: 0 });
    expect(await listRow(job.id)).toMatchObject({ revenueCents: 1_000_000, costCents: 550_050, marginCents: 449_950 });
  });

  it('has no revenue or cost to show when nothing was entered or recorded', async () => {
    const job = await newJob({});
    expect(await detail(job.id)).toMatchObject({
      revenueCents: 0,
      revenueBasis: null,
      costCents: 0,
      costBasis: null,
      marginCents: 0,
      marginPercent: null,
    });
  });

  it('uses the estimate, without its tax, over the price entered on the job until something is invoiced', async () => {
    const job = await newJob({ totalCents: 999_900 });
    await acceptedEstimate(job.id);
    await bill(job.id, 100_000, 'materials');
    expect(await detail(job.id)).toMatchObject({
      revenueCents: 800_000,
      revenueBasis: 'estimate',
      costCents: 100_000,
      costBasis: 'recorded',
      marginCents: 700_000,
    });
  });
});
