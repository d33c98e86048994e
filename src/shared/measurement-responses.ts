import { z } from 'zod';
import { LINE_KINDS } from './estimates.ts';
import { instant, pageSchema } from './responses.ts';
import {
  ADDITION_SIDES,
  CARPET_RUN_DIRECTIONS,
  MEASUREMENT_PATTERNS,
  COUNTED_PARTS,
  STAIR_COUNTS,
  STAIR_COVERINGS,
  TURNS,
  type RoomInput,
  type Takeoff,
} from './takeoff.ts';

// The measurement API's answers (/api/v1/measurements…): defined once, here (see responses.ts).
// Lengths and areas are exact integers in eighths of an inch (square eighths); the figures for
// people are decimal texts at scale 2 (ADR 0023). The takeoff is computed on every read, never stored.

const eighths = z.number().int();
const rectangle = z.object({ length: eighths, width: eighths, label: z.string().nullable().optional() });

/** A room as stored: what measurement-inputs.ts's measurementRoomInput returns. */
export const measurementRoomSchema = z
  .object({
    name: z.string(),
    shape: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('rectangles'),
        main: rectangle,
        additions: z.array(
          rectangle.extend({
            joinedAlong: z.enum(ADDITION_SIDES),
            wall: z.enum(ADDITION_SIDES).nullable().optional(),
            offset: eighths.nullable().optional(),
          }),
        ),
        cutOuts: z.array(rectangle),
      }),
      z.object({
        kind: z.literal('polygon'),
        sides: z.array(z.object({ length: eighths, turn: z.enum(TURNS) })),
        cutOuts: z.array(rectangle),
      }),
    ]),
    productId: z.string().nullable(),
    pattern: z.enum(MEASUREMENT_PATTERNS),
    waste: z.string().nullable(),
    openings: z.array(eighths),
    trimProductId: z.string().nullable(),
    trimWaste: z.string().nullable(),
    transitions: z.number().int(),
    transitionProductId: z.string().nullable().optional(),
    padProductId: z.string().nullable().optional(),
    stairs: z
      .object({
        count: z.number().int(),
        countedAs: z.enum(STAIR_COUNTS),
        covering: z.enum(STAIR_COVERINGS).optional(),
        width: eighths.nullable().optional(),
        stepMeasure: eighths.nullable().optional(),
        topLandingExposed: z.boolean().optional(),
        productId: z.string().nullable().optional(),
        riserProductId: z.string().nullable().optional(),
        noseProductId: z.string().nullable().optional(),
      })
      .nullable(),
    carpet: z
      .object({
        runAlong: z.enum(CARPET_RUN_DIRECTIONS),
        allowance: eighths,
        /** Rooms saved before roll widths were the product's: the width chosen then (12 or 15). */
        rollWidthFt: z.number().int().nullable().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'MeasurementRoom' });

const sqFt = z.string().meta({ example: '245.50' });
const count = z.number().int();
const stairTotals = z.object({ treads: count, risers: count, noses: count });
const carpet = z.object({
  rollWidth: eighths,
  rollWidthFrom: z.enum(['product', 'room', 'default']),
  drops: count,
  dropLengths: z.array(z.object({ length: eighths, count })),
  seams: count,
  seamLength: eighths,
  seamLf: z.string(),
  stairSteps: count,
  stairRows: count,
  stairLength: eighths,
  length: eighths,
  linearFt: z.string(),
  linearYd: z.string(),
  sqYd: z.string(),
  sqFt: z.string(),
});
const stairs = stairTotals.extend({
  covering: z.enum(STAIR_COVERINGS),
  width: eighths,
  topLandingExposed: z.boolean(),
  carpet: z
    .object({
      rollWidth: eighths,
      steps: count,
      stepMeasure: eighths,
      piecesAcross: count,
      rows: count,
      seams: count,
      length: eighths,
      linearFt: z.string(),
      linearYd: z.string(),
      sqYd: z.string(),
    })
    .nullable(),
});
const tiles = z.object({
  tileLength: eighths,
  tileWidth: eighths,
  /** Thirty-seconds of an inch. */
  groutJoint: count,
  tilesPerBox: count.nullable(),
  tiles: count,
  tilesNominal: count,
  boxes: count.nullable(),
  boxesNominal: count.nullable(),
});
/** A quantity in the product's selling unit (inSellingUnit false: the takeoff could not reach it). */
const order = z.object({
  unit: z.string().meta({ example: 'linear_yd' }),
  quantity: z.string().meta({ example: '11.00' }),
  inSellingUnit: z.boolean(),
});
const issue = z.object({
  code: z.enum([
    'not_closed',
    'turns_do_not_close',
    'crosses_itself',
    'too_few_sides',
    'cut_outs_too_big',
    'empty',
    'addition_too_long',
    'addition_detached',
  ]),
  /** not_closed: where the walk ends, east / north of its start, in eighths. */
  dx: eighths.optional(),
  dy: eighths.optional(),
  /** addition_too_long, addition_detached: which addition (0-based). */
  addition: count.optional(),
});

export const takeoffSchema = z
  .object({
    rooms: z.array(
      z.object({
        name: z.string(),
        issue: issue.nullable(),
        productId: z.string().nullable(),
        pattern: z.enum(MEASUREMENT_PATTERNS),
        wastePercent: z.string(),
        wasteSource: z.enum(['room', 'product', 'layout', 'roll']),
        area: z.number().int(),
        installedSqFt: sqFt,
        withWasteSqFt: sqFt,
        perimeter: eighths,
        perimeterFt: z.string(),
        openings: eighths,
        trimLength: eighths,
        trimLf: z.string(),
        trimProductId: z.string().nullable(),
        trimWastePercent: z.string(),
        trimWasteSource: z.enum(['room', 'product', 'default']),
        trimWithWasteLf: z.string(),
        transitions: z.number().int(),
        transitionProductId: z.string().nullable(),
        padProductId: z.string().nullable(),
        padWithWasteSqFt: sqFt.nullable(),
        stairs: stairs.nullable(),
        carpet: carpet.nullable(),
      }),
    ),
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        unit: z.string(),
        rooms: z.array(z.number().int()),
        installedSqFt: sqFt,
        withWasteSqFt: sqFt,
        coverageSqFt: z.string().nullable(),
        /** One ceiling per product over all its rooms. */
        boxes: z.number().int().nullable(),
        orderedSqFt: sqFt,
        carpet: carpet.nullable(),
        tiles: tiles.nullable(),
        order,
      }),
    ),
    pads: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        unit: z.string(),
        rooms: z.array(z.number().int()),
        installedSqFt: sqFt,
        withWasteSqFt: sqFt,
        boxes: count.nullable(),
        order,
      }),
    ),
    trims: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        unit: z.string(),
        rooms: z.array(z.number().int()),
        trimLf: z.string(),
        withWasteLf: z.string(),
        pieceLengthFt: z.string().nullable(),
        pieces: z.number().int().nullable(),
        orderedLf: z.string(),
        order,
      }),
    ),
    parts: z.array(
      z.object({
        productId: z.string(),
        part: z.enum(COUNTED_PARTS),
        name: z.string(),
        unit: z.string(),
        rooms: z.array(z.number().int()),
        count,
        pieces: count.nullable(),
        order,
      }),
    ),
    totals: z.object({
      installedSqFt: sqFt,
      withWasteSqFt: sqFt,
      orderedSqFt: sqFt,
      boxes: z.number().int(),
      trimLf: z.string(),
      trimWithWasteLf: z.string(),
      trimPieces: z.number().int(),
      transitions: z.number().int(),
      stairs: stairTotals,
    }),
  })
  .meta({ id: 'Takeoff' });

export const measurementSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    leadId: z.uuid().nullable(),
    jobId: z.uuid().nullable(),
    /** The lead's or the job's name, for the list. */
    leadName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    roomCount: z.number().int(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'MeasurementSummary' });
export type MeasurementSummary = z.infer<typeof measurementSummarySchema>;

export const measurementSchema = measurementSummarySchema
  .extend({
    rooms: z.array(measurementRoomSchema),
    takeoff: takeoffSchema,
  })
  .meta({ id: 'Measurement' });
/** The rooms and takeoff keep takeoff.ts's own types (the schemas above describe them for OpenAPI). */
export type Measurement = Omit<z.infer<typeof measurementSchema>, 'rooms' | 'takeoff'> & {
  rooms: RoomInput[];
  takeoff: Takeoff;
};

export const measurementPageSchema = pageSchema(measurementSummarySchema).extend({
  /** How many match the filters: on the first page only (null on the pages after it). */
  total: z.number().int().nullable(),
});
export type MeasurementPage = z.infer<typeof measurementPageSchema>;

/** The takeoff as estimate lines: exactly what the estimate editor saves (estimate-inputs.ts's estimateLineInput). */
export const takeoffLinesSchema = z
  .object({
    items: z.array(
      z.object({
        kind: z.enum(LINE_KINDS),
        productId: z.string().nullable(),
        description: z.string(),
        quantity: z.string().meta({ example: '14' }),
        unit: z.string().meta({ example: 'box' }),
        unitPrice: z.string().meta({ example: '89.5000' }),
        unitCost: z.string().nullable(),
        optional: z.boolean(),
        taxable: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'TakeoffLines' });
export type TakeoffLines = z.infer<typeof takeoffLinesSchema>;
