import { z } from 'zod';
import { parseDecimal } from './decimal.ts';
import { MEASUREMENT_RECORD_LIMITS } from './measurements.ts';
import {
  ADDITION_SIDES,
  CARPET_RUN_DIRECTIONS,
  DEFAULT_CARPET_ALLOWANCE,
  MEASUREMENT_LIMITS,
  MEASUREMENT_MESSAGES,
  MEASUREMENT_PATTERNS,
  STAIR_COUNTS,
  STAIR_COVERINGS,
  TURNS,
  WASTE_SCALE,
  parseLength,
  shapeFigures,
  shapeIssueMessageKey,
  type RoomInput,
} from './takeoff.ts';
import { blankToNull, integerOrText, optionalId, optionalText, requiredText, UUID_PATTERN } from './validation.ts';

// A measurement's rooms as the API stores them (JSON) and the page sends them: lengths in integer
// eighths of an inch (ADR 0023). Apart from takeoff.ts so that the live takeoff does not load zod.

const M = MEASUREMENT_MESSAGES;
const L = MEASUREMENT_LIMITS;

/** How the OpenAPI document describes a length: eighths of an inch, or text as a member types it. */
const LENGTH_TEXT =
  'Eighths of an inch (an integer), or the length as typed: feet and inches with fractions (12\' 3 1/2"), inches (18"), or metric (4 m, 600 mm)';
const lengthDoc = (minimum: number, maximum: number, nullable = false) =>
  integerOrText({
    minimum,
    maximum,
    example: `12' 3 1/2"`,
    description: LENGTH_TEXT,
    nullable,
    ...(nullable && { default: null }),
  });

/** Eighths of an inch; a typed text (`12' 6"`) is accepted too and turned into eighths. */
const length = (min: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (parseLength(v) ?? v) : v),
      z
        .number({ error: M.lengthInvalid })
        .int(M.lengthInvalid)
        .min(min, min > 0 ? M.lengthTooShort : M.lengthInvalid)
        .max(L.side, M.lengthTooLong),
    )
    .meta(lengthDoc(min, L.side));
const side = length(1);
/** An optional length in eighths (or typed) within [min, max], with its own message; blank or absent = null. */
const optionalLength = (min: number, max: number, message: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : (parseLength(v) ?? v)) : v),
      z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().default(null),
    )
    .meta(lengthDoc(min, max, true));

const rectangle = z.object({ length: side, width: side, label: optionalText(L.label) });
const addition = rectangle.extend({
  joinedAlong: z.enum(ADDITION_SIDES),
  /** The main rectangle's side it is against (absent: the longer one). */
  wall: z.enum(ADDITION_SIDES).nullable().default(null),
  /** Where it starts along that wall; absent: its whole side is against it. */
  offset: optionalLength(0, L.side, M.offsetInvalid),
});
const cutOuts = z.array(rectangle).max(L.cutOuts, M.tooManyCutOuts).default([]);

const shape = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rectangles'),
    main: rectangle,
    additions: z
      .array(addition)
      .max(L.rectangles - 1, M.tooManyRectangles)
      .default([]),
    cutOuts,
  }),
  z.object({
    kind: z.literal('polygon'),
    sides: z.array(z.object({ length: side, turn: z.enum(TURNS) })).max(L.polygonSides, M.tooManySides),
    cutOuts,
  }),
]);

/** A percent text ("12.5", 0–100, 2 decimals); blank or absent = the default. */
const waste = z
  .preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToNull(v)),
    z
      .string()
      .trim()
      .refine((text) => {
        const value = parseDecimal(text, WASTE_SCALE);
        return value !== null && value <= 10_000n;
      }, M.wasteInvalid)
      .nullable()
      .default(null),
  )
  // A number is taken too (read as its text): the document says so.
  .meta({
    type: ['string', 'number', 'null'],
    description:
      'A percent from 0 to 100 with up to 2 decimals, as text ("12.5") or a number; null or blank: the default',
    oneOf: [{ type: 'string' }, { type: 'number', minimum: 0, maximum: 100 }, { type: 'null' }],
    example: '12.5',
    default: null,
  });

/** A catalog product's id (any case), or null; blank is null. */
const productId = z
  .preprocess(blankToNull, z.string().regex(UUID_PATTERN, M.productInvalid).nullable().default(null))
  .meta({
    type: ['string', 'null'],
    description: 'A catalog product id, or null; a blank text is read as null',
    anyOf: [{ type: 'string', pattern: UUID_PATTERN.source }, { type: 'string', pattern: '^\\s*$' }, { type: 'null' }],
    default: null,
  });
/** Carpet trim allowance at each end of a drop: eighths, or typed (`3"`). */
const allowance = z
  .preprocess(
    (v) => (typeof v === 'string' ? (parseLength(v) ?? v) : v),
    z
      .number({ error: M.allowanceInvalid })
      .int(M.allowanceInvalid)
      .min(0, M.allowanceInvalid)
      .max(L.allowance, M.allowanceInvalid),
  )
  .meta({ ...lengthDoc(0, L.allowance), example: '3"', default: DEFAULT_CARPET_ALLOWANCE });
const count = (max: number) =>
  z.number({ error: M.countInvalid }).int(M.countInvalid).min(0, M.countInvalid).max(max, M.countInvalid);

/** One room of a measurement. */
export const measurementRoomInput = z
  .object({
    name: requiredText(L.roomName),
    shape,
    productId,
    pattern: z.enum(MEASUREMENT_PATTERNS).default('straight'),
    waste,
    openings: z.array(side).max(L.openings, M.tooManyOpenings).default([]),
    trimProductId: productId,
    trimWaste: waste,
    transitions: count(L.transitions).default(0),
    transitionProductId: productId,
    padProductId: productId,
    stairs: z
      .object({
        count: count(L.stairs).min(1, M.countInvalid),
        countedAs: z.enum(STAIR_COUNTS),
        covering: z.enum(STAIR_COVERINGS).default('hard'),
        /** Eighths; null = 36". */
        width: optionalLength(1, L.stairWidth, M.stairWidthInvalid),
        /** Carpet per step (tread + riser + nose wrap), eighths; null = 19". */
        stepMeasure: optionalLength(1, L.stepMeasure, M.stepMeasureInvalid),
        topLandingExposed: z.boolean().default(true),
        productId,
        riserProductId: productId,
        noseProductId: productId,
      })
      .nullable()
      .default(null),
    carpet: z
      .object({
        runAlong: z.enum(CARPET_RUN_DIRECTIONS).default('length'),
        allowance: allowance.default(DEFAULT_CARPET_ALLOWANCE),
        /** Before roll widths were the product's: the width the room chose (used when the product has none). */
        rollWidthFt: z
          .number({ error: M.rollWidthInvalid })
          .int(M.rollWidthInvalid)
          .min(1, M.rollWidthInvalid)
          .max(L.rollWidthFt, M.rollWidthInvalid)
          .nullable()
          .optional(),
      })
      .nullable()
      .default(null),
  })
  .superRefine(
    (room, ctx) => {
      // The same check the takeoff makes: a wall walk that does not close, cut-outs bigger than the floor.
      const { issue } = shapeFigures(room.shape);
      if (!issue) return;
      const where =
        issue.code === 'cut_outs_too_big'
          ? ['cutOuts']
          : issue.code === 'addition_too_long' || issue.code === 'addition_detached'
            ? ['additions', issue.addition]
            : [room.shape.kind === 'polygon' ? 'sides' : 'main'];
      ctx.addIssue({ code: 'custom', message: M[shapeIssueMessageKey(issue)], path: ['shape', ...where] });
    },
    // Only once every field is valid: a wrong side already has its own message.
    { when: (payload) => payload.issues.length === 0 },
  );
export type MeasurementRoomInput = z.input<typeof measurementRoomInput>;

/** A measurement's rooms (an empty list is a measurement not yet taken). */
export const measurementRoomsInput = z.array(measurementRoomInput).max(L.rooms, M.tooManyRooms);

// ---------------------------------------------------------------------------------------------
// The measurement itself

const linkId = optionalId();

/** A new measurement: for a lead, a job, or neither (a job's lead is taken from the job). */
export const createMeasurementInput = z.object({
  name: requiredText(MEASUREMENT_RECORD_LIMITS.name),
  leadId: linkId,
  jobId: linkId,
  rooms: measurementRoomsInput.default([]),
});
export type CreateMeasurementInput = z.output<typeof createMeasurementInput>;

/** What the page autosaves: the whole measurement at once (the same body twice changes nothing). */
export const updateMeasurementInput = z.object({
  name: requiredText(MEASUREMENT_RECORD_LIMITS.name),
  rooms: measurementRoomsInput,
});
export type UpdateMeasurementInput = z.output<typeof updateMeasurementInput>;
/** What the page holds and sends: rooms as the takeoff types them (fields added later optional; the server fills them). */
export interface MeasurementDraft {
  name: string;
  rooms: RoomInput[];
}

export const measurementFiltersInput = z.object({
  q: z.string().trim().max(MEASUREMENT_RECORD_LIMITS.search).optional(),
  leadId: z.uuid().optional(),
  jobId: z.uuid().optional(),
});
export type MeasurementFilters = z.output<typeof measurementFiltersInput>;
