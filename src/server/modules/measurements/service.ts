import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
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
  formatFeet,
  formatLength,
  isRollProduct,
  roomProductIds,
  type CarpetTakeoff,
  type CountedPart,
  type OrderQuantity,
  type RoomInput,
  type Takeoff,
  type TakeoffProduct,
  takeoffProductOf,
} from '../../../shared/takeoff.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import { measurements } from '../../db/schema/measurements.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { productsByIds, type ProductRow } from '../catalog/scope.ts';
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

/** The catalog products the rooms name (archived ones too: a measurement keeps what it was taken with). */
async function productsOf(tx: Tx, t: TenantDb, rooms: readonly RoomInput[]): Promise<Map<string, ProductRow>> {
  const rows = await productsByIds(tx, t, [...new Set(rooms.flatMap(roomProductIds))]);
  return new Map(rows.map((r) => [r.id, r]));
}

function takeoffOf(rooms: readonly RoomInput[], products: Map<string, ProductRow>): Takeoff {
  const map: Record<string, TakeoffProduct> = {};
  for (const p of products.values()) map[p.id] = takeoffProductOf(p);
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
    // One statement (ADR 0011): the page with the names it shows, and on the first page the count of
    // every match as a scalar subquery.
    const rows = await tx
      .select({
        row: measurements,
        leadName,
        jobTitle,
        total: q.cursor ? sql<null>`null` : sql<number>`(select count(*)::int from ${measurements} where ${filters})`,
      })
      .from(measurements)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const page = order.page(rows, q.limit, (r) => [r.row.updatedAt.toISOString(), r.row.id]);
    return {
      items: page.items.map((r) => summaryOf(t, r.row, r)),
      nextCursor: page.nextCursor,
      // An empty first page counted nothing: there is nothing to count.
      total: q.cursor ? null : (rows[0]?.total ?? 0),
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
    const fields: [string, string | null | undefined][] = [
      ['productId', room.productId],
      ['trimProductId', room.trimProductId],
      ['padProductId', room.padProductId],
      ['transitionProductId', room.transitionProductId],
      ['stairs.productId', room.stairs?.productId],
      ['stairs.riserProductId', room.stairs?.riserProductId],
      ['stairs.noseProductId', room.stairs?.noseProductId],
    ];
    for (const [field, id] of fields) {
      if (id && !known.has(id)) errors[`rooms.${i}.${field}`] = MEASUREMENT_MESSAGES.productInvalid;
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const TEXTS = {
  en: {
    floor: (name: string, installed: string, withWaste: string, waste: string | null) =>
      `${name} — ${installed} sq ft installed, ${withWaste} sq ft with ${waste === null ? 'waste' : `${waste} % waste`}`,
    boxes: (boxes: number, ordered: string) => `: ${plural(boxes, 'box', 'boxes')} = ${ordered} sq ft ordered`,
    tiles: (tiles: number, nominal: number, boxes: number | null, perBox: number | null) =>
      `: ${plural(tiles, 'tile', 'tiles')} by the grout joint (${nominal} by the face)` +
      (boxes !== null && perBox !== null ? `, ${plural(boxes, 'box', 'boxes')} of ${perBox}` : ''),
    roll: (name: string, installed: string, roll: string) =>
      `${name} — ${installed} sq ft installed, on a ${roll} roll: `,
    drops: (count: number, length: string) => `${plural(count, 'drop', 'drops')} of ${length}`,
    seams: (seams: number, lf: string) => `, ${plural(seams, 'seam', 'seams')}${seams ? ` (${lf} LF)` : ''}`,
    stairs: (steps: number, rows: number, lf: string) =>
      `; stairs: ${plural(steps, 'step', 'steps')} in ${plural(rows, 'row', 'rows')} = ${lf} LF`,
    rollTotal: (lf: string, yd: string, sqYd: string) => ` — ${lf} LF = ${yd} linear yd = ${sqYd} sq yd`,
    check: (unit: string) => ` (sold by ${unit}: check the quantity)`,
    labor: (name: string, installed: string) => `Install ${name} — ${installed} sq ft`,
    pad: (name: string, installed: string, withWaste: string) =>
      `${name} — ${installed} sq ft, ${withWaste} sq ft with waste`,
    trim: (name: string, lf: string, withWaste: string) => `${name} — ${lf} LF, ${withWaste} LF with waste`,
    pieces: (pieces: number, length: string) => `: ${plural(pieces, 'piece', 'pieces')} of ${length} ft`,
    parts: {
      transition: (n: number) => plural(n, 'transition', 'transitions'),
      tread: (n: number) => plural(n, 'stair tread', 'stair treads'),
      riser: (n: number) => plural(n, 'riser', 'risers'),
      nose: (n: number) => plural(n, 'stair nose', 'stair noses'),
    } satisfies Record<CountedPart, (n: number) => string>,
  },
  pt: {
    floor: (name: string, installed: string, withWaste: string, waste: string | null) =>
      `${name} — ${installed} pés² instalados, ${withWaste} pés² com ${waste === null ? 'perda' : `${waste} % de perda`}`,
    boxes: (boxes: number, ordered: string) => `: ${plural(boxes, 'caixa', 'caixas')} = ${ordered} pés² pedidos`,
    tiles: (tiles: number, nominal: number, boxes: number | null, perBox: number | null) =>
      `: ${plural(tiles, 'peça', 'peças')} pela junta (${nominal} pela face)` +
      (boxes !== null && perBox !== null ? `, ${plural(boxes, 'caixa', 'caixas')} de ${perBox}` : ''),
    roll: (name: string, installed: string, roll: string) =>
      `${name} — ${installed} pés² instalados, em rolo de ${roll}: `,
    drops: (count: number, length: string) => `${plural(count, 'pano', 'panos')} de ${length}`,
    seams: (seams: number, lf: string) =>
      `, ${plural(seams, 'emenda', 'emendas')}${seams ? ` (${lf} pés lineares)` : ''}`,
    stairs: (steps: number, rows: number, lf: string) =>
      `; escada: ${plural(steps, 'degrau', 'degraus')} em ${plural(rows, 'fileira', 'fileiras')} = ${lf} pés lineares`,
    rollTotal: (lf: string, yd: string, sqYd: string) =>
      ` — ${lf} pés lineares = ${yd} jardas lineares = ${sqYd} jardas²`,
    check: (unit: string) => ` (vendido por ${unit}: confira a quantidade)`,
    labor: (name: string, installed: string) => `Instalação de ${name} — ${installed} pés²`,
    pad: (name: string, installed: string, withWaste: string) =>
      `${name} — ${installed} pés², ${withWaste} pés² com perda`,
    trim: (name: string, lf: string, withWaste: string) => `${name} — ${lf} pés lineares, ${withWaste} com perda`,
    pieces: (pieces: number, length: string) => `: ${plural(pieces, 'peça', 'peças')} de ${length} pés`,
    parts: {
      transition: (n: number) => plural(n, 'transição', 'transições'),
      tread: (n: number) => plural(n, 'piso de degrau', 'pisos de degrau'),
      riser: (n: number) => plural(n, 'espelho', 'espelhos'),
      nose: (n: number) => plural(n, 'bocel', 'bocéis'),
    } satisfies Record<CountedPart, (n: number) => string>,
  },
} satisfies Record<Language, unknown>;

/** A product's unit as the line text names it (a catalog unit, else as stored). */
const UNIT_NAMES: Record<Language, Record<string, string>> = {
  en: {
    sq_ft: 'the sq ft',
    box: 'the box',
    linear_ft: 'the linear ft',
    linear_yd: 'the linear yd',
    sq_yd: 'the sq yd',
    piece: 'the piece',
    each: 'the unit',
    roll: 'the roll',
    hour: 'the hour',
  },
  pt: {
    sq_ft: 'pé²',
    box: 'caixa',
    linear_ft: 'pé linear',
    linear_yd: 'jarda linear',
    sq_yd: 'jarda²',
    piece: 'peça',
    each: 'unidade',
    roll: 'rolo',
    hour: 'hora',
  },
};

/** A scale-2 figure as people of the language write it ("245.50", "245,50"); whole percents without decimals. */
const figure = (text: string, language: Language) => (language === 'pt' ? text.replace('.', ',') : text);
const percent = (text: string, language: Language) => figure(text.replace(/\.00$/, ''), language);

/** A roll layout in words: its drops by length, its seams, its stairs and what it all comes to. */
function rollText(carpet: CarpetTakeoff, language: Language): string {
  const text = TEXTS[language];
  const drops = carpet.dropLengths.map((d) => text.drops(d.count, formatLength(d.length))).join(' + ');
  return (
    drops +
    text.seams(carpet.seams, figure(carpet.seamLf, language)) +
    (carpet.stairRows
      ? text.stairs(carpet.stairSteps, carpet.stairRows, figure(formatFeet(carpet.stairLength), language))
      : '') +
    text.rollTotal(figure(carpet.linearFt, language), figure(carpet.linearYd, language), figure(carpet.sqYd, language))
  );
}

/**
 * The takeoff as estimate lines, exactly as the estimate editor saves them, every quantity in the
 * unit its product is sold by (so its price applies as it is): per floor product its material
 * (linear or square yards off the roll for carpet, boxes of tiles, boxes, sq ft…) and its labor
 * (installed sq ft × the labor rate); pad and underlayment; trim; transitions and stair parts.
 * Rooms without a product add nothing. The text is in `language` (the document's), else the caller's.
 */
export function measurementEstimateLines(t: TenantDb, id: string, given?: Language): Promise<TakeoffLines> {
  return t.run(async (tx) => {
    const row = await findMeasurement(tx, t, id);
    const rooms = row.rooms as RoomInput[];
    const products = await productsOf(tx, t, rooms);
    const takeoff = takeoffOf(rooms, products);
    const language = given ?? (t.ctx.userId ? await memberLanguage(tx, t, t.ctx.userId) : null) ?? 'en';
    const text = TEXTS[language];
    const costs = can(t.ctx.role, 'catalog', 'write', t.ctx.isOwner);
    const items: Line[] = [];
    /** A material line of `product` for `order`; a quantity not in its unit says so. */
    const material = (product: ProductRow, description: string, order: OrderQuantity) =>
      items.push({
        kind: 'material',
        productId: product.id,
        description: order.inSellingUnit
          ? description
          : description + text.check(UNIT_NAMES[language][product.unit] ?? product.unit),
        quantity: order.quantity,
        unit: order.unit,
        unitPrice: product.price,
        unitCost: costs ? product.cost : null,
        optional: false,
        taxable: false,
      });

    for (const floor of takeoff.products) {
      const product = products.get(floor.productId);
      if (!product) continue;
      const wastes = new Set(floor.rooms.map((i) => takeoff.rooms[i]!.wastePercent));
      const waste = wastes.size === 1 ? percent([...wastes][0]!, language) : null;
      const installed = figure(floor.installedSqFt, language);
      let description: string;
      if (floor.carpet && isRollProduct(takeoffProductOf(product))) {
        description =
          text.roll(product.name, installed, formatLength(floor.carpet.rollWidth)) + rollText(floor.carpet, language);
      } else {
        description = text.floor(product.name, installed, figure(floor.withWasteSqFt, language), waste);
        if (floor.tiles) {
          description += text.tiles(
            floor.tiles.tiles,
            floor.tiles.tilesNominal,
            floor.tiles.boxes,
            floor.tiles.tilesPerBox,
          );
        } else if (floor.boxes !== null) {
          description += text.boxes(floor.boxes, figure(floor.orderedSqFt, language));
        }
      }
      material(product, description, floor.order);
      if (product.laborRatePerSqFt !== null && floor.installedSqFt !== '0.00') {
        items.push({
          kind: 'labor',
          productId: product.id,
          description: text.labor(product.name, installed),
          quantity: floor.installedSqFt,
          unit: 'sq_ft',
          unitPrice: product.laborRatePerSqFt,
          unitCost: null,
          optional: false,
          taxable: false,
        });
      }
    }

    for (const pad of takeoff.pads) {
      const product = products.get(pad.productId);
      if (!product) continue;
      material(
        product,
        text.pad(product.name, figure(pad.installedSqFt, language), figure(pad.withWasteSqFt, language)),
        pad.order,
      );
    }

    for (const trim of takeoff.trims) {
      const product = products.get(trim.productId);
      if (!product) continue;
      let description = text.trim(product.name, figure(trim.trimLf, language), figure(trim.withWasteLf, language));
      if (trim.pieces !== null && trim.pieceLengthFt !== null) {
        description += text.pieces(trim.pieces, figure(trim.pieceLengthFt, language));
      }
      material(product, description, trim.order);
    }

    for (const part of takeoff.parts) {
      const product = products.get(part.productId);
      if (!product) continue;
      let description = `${product.name} — ${text.parts[part.part](part.count)}`;
      const pieceLength = product.pieceLength;
      if (part.pieces !== null && pieceLength !== null) {
        description += text.pieces(part.pieces, figure(pieceLength.replace(/(\.\d\d)\d*$/, '$1'), language));
      }
      material(product, description, part.order);
    }
    return { items };
  });
}
