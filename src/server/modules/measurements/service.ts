import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { divideRoundHalfUp, formatDecimal, parseDecimal } from '../../../shared/decimal.ts';
import type {
  CreateMeasurementInput,
  MeasurementFilters,
  UpdateMeasurementInput,
} from '../../../shared/measurement-inputs.ts';
import type {
  Measurement,
  MeasurementPage,
  MeasurementSummary,
  TakeoffLines,
} from '../../../shared/measurement-responses.ts';
import { MEASUREMENT_RECORD_MESSAGES } from '../../../shared/measurements.ts';
import { can, scopeOf } from '../../../shared/permissions.ts';
import {
  MEASUREMENT_MESSAGES,
  computeTakeoff,
  type RoomInput,
  type Takeoff,
  type TakeoffProduct,
} from '../../../shared/takeoff.ts';
import { catalogProducts } from '../../db/schema/catalog.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import { measurements } from '../../db/schema/measurements.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { findJob } from '../jobs/present.ts';
import { findLead } from '../leads/service.ts';
import { memberLanguage } from '../members/service.ts';

type Row = typeof measurements.$inferSelect;
const R = MEASUREMENT_RECORD_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Who sees what

/**
 * The measurements a caller sees (guarded by the `jobs` entity): the company's for company-wide
 * roles; a field crew's only those of the jobs they are on; nobody else's (clients, partners).
 */
function visible(t: TenantDb): SQL {
  const company = eq(measurements.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  if (t.ctx.role === 'field_team') {
    return and(
      company,
      sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${measurements.companyId} and ${jobCrew.jobId} = ${measurements.jobId} and ${jobCrew.userId} = ${t.ctx.userId})`,
    )!;
  }
  return sql`false`;
}

async function findMeasurement(tx: Tx, t: TenantDb, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(measurements)
    .where(and(visible(t), eq(measurements.id, id)));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Presenting

type ProductRow = Pick<
  typeof catalogProducts.$inferSelect,
  'id' | 'name' | 'unit' | 'coveragePerBox' | 'pieceLength' | 'price' | 'cost' | 'laborRatePerSqFt'
>;

/** The catalog products the rooms name (archived ones too: a measurement keeps what it was taken with). */
async function productsOf(tx: Tx, t: TenantDb, rooms: readonly RoomInput[]): Promise<Map<string, ProductRow>> {
  const ids = [...new Set(rooms.flatMap((r) => [r.productId, r.trimProductId]).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: catalogProducts.id,
      name: catalogProducts.name,
      unit: catalogProducts.unit,
      coveragePerBox: catalogProducts.coveragePerBox,
      pieceLength: catalogProducts.pieceLength,
      price: catalogProducts.price,
      cost: catalogProducts.cost,
      laborRatePerSqFt: catalogProducts.laborRatePerSqFt,
    })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.companyId, t.ctx.companyId), inArray(catalogProducts.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

function takeoffOf(rooms: readonly RoomInput[], products: Map<string, ProductRow>): Takeoff {
  const map: Record<string, TakeoffProduct> = {};
  for (const p of products.values()) {
    map[p.id] = { name: p.name, unit: p.unit, coverageSqFt: p.coveragePerBox, pieceLengthFt: p.pieceLength };
  }
  return computeTakeoff(rooms, map);
}

interface Names {
  leadName: string | null;
  jobTitle: string | null;
}

/** The lead's name only for those who may read leads (a crew sees the job, not the sales record). */
const leadName = sql<
  string | null
>`(select ${leads.name} from ${leads} where ${leads.companyId} = ${measurements.companyId} and ${leads.id} = ${measurements.leadId})`;
const jobTitle = sql<
  string | null
>`(select ${jobs.title} from ${jobs} where ${jobs.companyId} = ${measurements.companyId} and ${jobs.id} = ${measurements.jobId})`;
const seesLeads = (t: TenantDb) => can(t.ctx.role, 'leads', 'read', t.ctx.isOwner);

function summaryOf(t: TenantDb, row: Row, names: Names): MeasurementSummary {
  return {
    id: row.id,
    name: row.name,
    leadId: row.leadId,
    jobId: row.jobId,
    leadName: seesLeads(t) ? names.leadName : null,
    jobTitle: names.jobTitle,
    roomCount: row.rooms.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function presented(tx: Tx, t: TenantDb, row: Row): Promise<Measurement> {
  const rooms = row.rooms as RoomInput[];
  const [products, [names]] = await Promise.all([
    productsOf(tx, t, rooms),
    tx.select({ leadName, jobTitle }).from(measurements).where(eq(measurements.id, row.id)),
  ]);
  return {
    ...summaryOf(t, row, names ?? { leadName: null, jobTitle: null }),
    rooms,
    takeoff: takeoffOf(rooms, products),
  };
}

export function getMeasurement(t: TenantDb, id: string): Promise<Measurement> {
  return t.run(async (tx) => presented(tx, t, await findMeasurement(tx, t, id)));
}

/** Newest-updated first (the one being measured stays on top); a page at a time; the total on the first page only. */
export async function listMeasurements(
  t: TenantDb,
  q: MeasurementFilters & { limit: number; cursor?: string | undefined },
): Promise<MeasurementPage> {
  const order = newestFirst(measurements.updatedAt, measurements.id);
  const text = q.q?.trim();
  const filters = and(
    visible(t),
    text ? ilike(measurements.name, containing(text)) : undefined,
    q.leadId ? eq(measurements.leadId, q.leadId) : undefined,
    q.jobId ? eq(measurements.jobId, q.jobId) : undefined,
  );
  return t.run(async (tx) => {
    const [rows, total] = await Promise.all([
      tx
        .select({ row: measurements, leadName, jobTitle })
        .from(measurements)
        .where(and(filters, order.where(q.cursor)))
        .orderBy(...order.by)
        .limit(q.limit + 1),
      q.cursor ? Promise.resolve(null) : tx.select({ n: count() }).from(measurements).where(filters),
    ]);
    const page = order.page(rows, q.limit, (r) => [r.row.updatedAt.toISOString(), r.row.id]);
    return {
      items: page.items.map((r) => summaryOf(t, r.row, r)),
      nextCursor: page.nextCursor,
      total: total ? (total[0]?.n ?? 0) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

const notFoundAs = (field: string, message: string) => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalidInput({ [field]: message });
  throw error;
};

/** The lead and job a new measurement is for: visible to the caller (else a field error, as estimates do). */
async function links(tx: Tx, t: TenantDb, input: Pick<CreateMeasurementInput, 'leadId' | 'jobId'>) {
  // A crew member sees only their jobs' measurements: one they start belongs to one of those jobs.
  if (t.ctx.role === 'field_team' && !t.ctx.isOwner && !input.jobId) throw invalidInput({ jobId: R.crewNeedsJob });
  const lead = input.leadId ? await findLead(tx, t, input.leadId).catch(notFoundAs('leadId', R.leadNotFound)) : null;
  const job = input.jobId ? await findJob(tx, t, input.jobId).catch(notFoundAs('jobId', R.jobNotFound)) : null;
  return { leadId: lead?.id ?? job?.leadId ?? null, jobId: job?.id ?? null };
}

/** Each room's products must be the company's (a stale or foreign id is a field error, not a blank line). */
async function checkProducts(tx: Tx, t: TenantDb, rooms: readonly RoomInput[]): Promise<void> {
  const known = await productsOf(tx, t, rooms);
  const errors: Record<string, string> = {};
  rooms.forEach((room, i) => {
    if (room.productId && !known.has(room.productId))
      errors[`rooms.${i}.productId`] = MEASUREMENT_MESSAGES.productInvalid;
    if (room.trimProductId && !known.has(room.trimProductId)) {
      errors[`rooms.${i}.trimProductId`] = MEASUREMENT_MESSAGES.productInvalid;
    }
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
}

export function createMeasurement(t: TenantDb, input: CreateMeasurementInput): Promise<Measurement> {
  return t.run(async (tx) => {
    const linked = await links(tx, t, input);
    await checkProducts(tx, t, input.rooms);
    const [row] = await tx
      .insert(measurements)
      .values({
        companyId: t.ctx.companyId,
        userId: t.ctx.userId || null,
        name: input.name,
        rooms: input.rooms,
        ...linked,
      })
      .returning();
    return presented(tx, t, row!);
  });
}

/**
 * The page's autosave: the name and all the rooms at once. Saving what is already stored writes
 * nothing (the row keeps its updated_at), so a retried or repeated save is harmless.
 */
export function updateMeasurement(t: TenantDb, id: string, input: UpdateMeasurementInput): Promise<Measurement> {
  return t.run(async (tx) => {
    await checkProducts(tx, t, input.rooms);
    const rooms = JSON.stringify(input.rooms);
    const [updated] = await tx
      .update(measurements)
      .set({ name: input.name, rooms: input.rooms })
      .where(
        and(
          visible(t),
          eq(measurements.id, id),
          or(ne(measurements.name, input.name), sql`${measurements.rooms} <> ${rooms}::jsonb`),
        ),
      )
      .returning();
    return presented(tx, t, updated ?? (await findMeasurement(tx, t, id)));
  });
}

export function deleteMeasurement(t: TenantDb, id: string): Promise<void> {
  return t.run(async (tx) => {
    const deleted = await tx
      .delete(measurements)
      .where(and(visible(t), eq(measurements.id, id)))
      .returning({ id: measurements.id });
    if (deleted.length === 0) throw notFound();
  });
}

// ---------------------------------------------------------------------------------------------
// The takeoff as estimate lines

type Line = TakeoffLines['items'][number];

const TEXTS = {
  en: {
    floor: (name: string, installed: string, withWaste: string, waste: string | null) =>
      `${name} — ${installed} sq ft installed, ${withWaste} sq ft with ${waste === null ? 'waste' : `${waste} % waste`}`,
    boxes: (boxes: number, ordered: string) => `: ${boxes} ${boxes === 1 ? 'box' : 'boxes'} = ${ordered} sq ft ordered`,
    labor: (name: string, installed: string) => `Install ${name} — ${installed} sq ft`,
    trim: (name: string, lf: string, withWaste: string) => `${name} — ${lf} LF, ${withWaste} LF with waste`,
    pieces: (pieces: number, length: string) => `: ${pieces} ${pieces === 1 ? 'piece' : 'pieces'} of ${length} ft`,
  },
  pt: {
    floor: (name: string, installed: string, withWaste: string, waste: string | null) =>
      `${name} — ${installed} pés² instalados, ${withWaste} pés² com ${waste === null ? 'perda' : `${waste} % de perda`}`,
    boxes: (boxes: number, ordered: string) =>
      `: ${boxes} ${boxes === 1 ? 'caixa' : 'caixas'} = ${ordered} pés² pedidos`,
    labor: (name: string, installed: string) => `Instalação de ${name} — ${installed} pés²`,
    trim: (name: string, lf: string, withWaste: string) => `${name} — ${lf} pés lineares, ${withWaste} com perda`,
    pieces: (pieces: number, length: string) => `: ${pieces} ${pieces === 1 ? 'peça' : 'peças'} de ${length} pés`,
  },
} satisfies Record<Language, unknown>;

/** A scale-2 figure as people of the language write it ("245.50", "245,50"); whole percents without decimals. */
const figure = (text: string, language: Language) => (language === 'pt' ? text.replace('.', ',') : text);
const percent = (text: string, language: Language) => figure(text.replace(/\.00$/, ''), language);

/** price (scale 4) × a measure (scale 2) → a unit price at scale 4, rounded half up. */
function times(price: string | null, measure: string): string | null {
  if (price === null) return null;
  const p = parseDecimal(price, 4);
  const m = parseDecimal(measure, 2);
  if (p === null || m === null) return null;
  return formatDecimal(divideRoundHalfUp(p * m, 100n), 4);
}

/**
 * The takeoff as estimate lines, exactly as the estimate editor saves them: per floor product its
 * material (in boxes when it has a coverage, else by the sq ft with waste) and its labor (installed
 * sq ft × the labor rate); per trim product its pieces (or linear feet). Rooms without a product add nothing.
 */
export function measurementEstimateLines(t: TenantDb, id: string): Promise<TakeoffLines> {
  return t.run(async (tx) => {
    const row = await findMeasurement(tx, t, id);
    const rooms = row.rooms as RoomInput[];
    const products = await productsOf(tx, t, rooms);
    const takeoff = takeoffOf(rooms, products);
    const language = (t.ctx.userId ? await memberLanguage(tx, t, t.ctx.userId) : null) ?? 'en';
    const text = TEXTS[language];
    const costs = can(t.ctx.role, 'catalog', 'write', t.ctx.isOwner);
    const items: Line[] = [];
    const line = (
      fields: Pick<Line, 'kind' | 'productId' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'unitCost'>,
    ): Line => ({
      ...fields,
      unitCost: costs ? fields.unitCost : null,
      optional: false,
      taxable: false,
    });

    for (const floor of takeoff.products) {
      const product = products.get(floor.productId);
      if (!product) continue;
      const wastes = new Set(floor.rooms.map((i) => takeoff.rooms[i]!.wastePercent));
      const waste = wastes.size === 1 ? percent([...wastes][0]!, language) : null;
      let description = text.floor(
        product.name,
        figure(floor.installedSqFt, language),
        figure(floor.withWasteSqFt, language),
        waste,
      );
      if (floor.boxes !== null && floor.coverageSqFt !== null) {
        // A box price is the product's when it is sold by the box, else its sq ft price × the coverage.
        const perBox = (price: string | null) => (product.unit === 'box' ? price : times(price, floor.coverageSqFt!));
        description += text.boxes(floor.boxes, figure(floor.orderedSqFt, language));
        items.push(
          line({
            kind: 'material',
            productId: product.id,
            description,
            quantity: String(floor.boxes),
            unit: 'box',
            unitPrice: perBox(product.price) ?? product.price,
            unitCost: perBox(product.cost),
          }),
        );
      } else {
        items.push(
          line({
            kind: 'material',
            productId: product.id,
            description,
            quantity: floor.withWasteSqFt,
            unit: 'sq_ft',
            unitPrice: product.price,
            unitCost: product.cost,
          }),
        );
      }
      if (product.laborRatePerSqFt !== null) {
        items.push(
          line({
            kind: 'labor',
            productId: product.id,
            description: text.labor(product.name, figure(floor.installedSqFt, language)),
            quantity: floor.installedSqFt,
            unit: 'sq_ft',
            unitPrice: product.laborRatePerSqFt,
            unitCost: null,
          }),
        );
      }
    }

    for (const trim of takeoff.trims) {
      const product = products.get(trim.productId);
      if (!product) continue;
      let description = text.trim(product.name, figure(trim.trimLf, language), figure(trim.withWasteLf, language));
      if (trim.pieces !== null && trim.pieceLengthFt !== null) {
        const perPiece = (price: string | null) =>
          product.unit === 'linear_ft' ? times(price, trim.pieceLengthFt!) : price;
        description += text.pieces(trim.pieces, figure(trim.pieceLengthFt, language));
        items.push(
          line({
            kind: 'material',
            productId: product.id,
            description,
            quantity: String(trim.pieces),
            unit: 'each',
            unitPrice: perPiece(product.price) ?? product.price,
            unitCost: perPiece(product.cost),
          }),
        );
      } else {
        items.push(
          line({
            kind: 'material',
            productId: product.id,
            description,
            quantity: trim.withWasteLf,
            unit: 'linear_ft',
            unitPrice: product.price,
            unitCost: product.cost,
          }),
        );
      }
    }
    return { items };
  });
}
