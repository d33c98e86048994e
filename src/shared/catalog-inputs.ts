import { z } from 'zod';
import { isValidPhone } from './accounts.ts';
import { CATALOG_CATEGORIES, CATALOG_LIMITS, CATALOG_MESSAGES, CATALOG_SCALES, CATALOG_UNITS } from './catalog.ts';
import { decimalPattern, parseDecimal } from './decimal.ts';
import { parseGroutJoint, parseLength } from './takeoff.ts';
import { blankToNull, integerOrText, optionalEmail, optionalId, optionalText, requiredText } from './validation.ts';

// The catalog's forms' and calls' schemas. Amounts travel as decimal texts ("12.5", "3.4900"), never
// as numbers, so that no float ever holds a price (shared/decimal.ts).

const MONEY = decimalPattern(CATALOG_SCALES.money, CATALOG_LIMITS.moneyDigits);
const MEASURE = decimalPattern(CATALOG_SCALES.measure, CATALOG_LIMITS.measureDigits);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A required amount in dollars, up to 4 decimals. */
const amount = z.string(CATALOG_MESSAGES.invalidAmount).trim().regex(MONEY, CATALOG_MESSAGES.invalidAmount);
/** An optional amount; blank clears it. */
const optionalAmount = z.preprocess(blankToNull, amount.nullable().optional());
/** An optional measurement above zero (sq ft per box, feet per piece); blank clears it. */
const optionalMeasure = z.preprocess(
  blankToNull,
  z
    .string(CATALOG_MESSAGES.invalidMeasure)
    .trim()
    .regex(MEASURE, CATALOG_MESSAGES.invalidMeasure)
    .refine((v) => parseDecimal(v, CATALOG_SCALES.measure)! > 0n, CATALOG_MESSAGES.invalidMeasure)
    .nullable()
    .optional(),
);
const optionalWaste = z.preprocess(
  blankToNull,
  z
    .string(CATALOG_MESSAGES.invalidMeasure)
    .trim()
    .regex(MEASURE, CATALOG_MESSAGES.invalidMeasure)
    .refine(
      (v) => parseDecimal(v, CATALOG_SCALES.measure)! <= BigInt(CATALOG_LIMITS.wastePercentMax * 100),
      CATALOG_MESSAGES.wasteTooHigh,
    )
    .nullable()
    .optional(),
);

/**
 * An optional size as typed (`13' 2"`, `4 m`, `1/16"`) or a whole number of `parse`'s units
 * (eighths; thirty-seconds for a joint), from `min` to `max`; blank clears it.
 */
const optionalSize = (
  parse: (text: string) => number | null,
  min: number,
  max: number,
  message: string,
  doc: { example: string; description: string },
) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : (parse(v) ?? v)) : v),
      z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional(),
    )
    .meta(integerOrText({ minimum: min, maximum: max, nullable: true, ...doc }));
const SIZE = {
  description:
    'Eighths of an inch (an integer), or the size as typed: feet and inches with fractions (13\' 2"), inches (12"), or metric (4 m, 600 mm)',
};

/** The fields of a product a member edits. */
const productFields = {
  name: requiredText(CATALOG_LIMITS.name),
  category: z.enum(CATALOG_CATEGORIES, CATALOG_MESSAGES.invalidCategory),
  sku: optionalText(CATALOG_LIMITS.sku),
  supplierId: optionalId(CATALOG_MESSAGES.supplierNotFound),
  unit: z.enum(CATALOG_UNITS, CATALOG_MESSAGES.invalidUnit),
  coveragePerBox: optionalMeasure,
  pieceLength: optionalMeasure,
  /** Eighths of an inch (or typed): broadloom and sheet goods. */
  rollWidth: optionalSize(
    parseLength,
    CATALOG_LIMITS.rollWidthMin,
    CATALOG_LIMITS.rollWidthMax,
    CATALOG_MESSAGES.invalidRollWidth,
    { ...SIZE, example: `13' 2"` },
  ),
  tileLength: optionalSize(parseLength, 1, CATALOG_LIMITS.tileSideMax, CATALOG_MESSAGES.invalidTileSize, {
    ...SIZE,
    example: '12"',
  }),
  tileWidth: optionalSize(parseLength, 1, CATALOG_LIMITS.tileSideMax, CATALOG_MESSAGES.invalidTileSize, {
    ...SIZE,
    example: '600 mm',
  }),
  /** Thirty-seconds of an inch (or typed). */
  groutJoint: optionalSize(parseGroutJoint, 0, CATALOG_LIMITS.groutJointMax, CATALOG_MESSAGES.invalidGroutJoint, {
    description: 'Thirty-seconds of an inch (an integer), or as typed: 1/16" or 2 mm',
    example: '1/16"',
  }),
  tilesPerBox: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v) : v) : v),
      z
        .number({ error: CATALOG_MESSAGES.invalidTilesPerBox })
        .int(CATALOG_MESSAGES.invalidTilesPerBox)
        .min(1, CATALOG_MESSAGES.invalidTilesPerBox)
        .max(CATALOG_LIMITS.tilesPerBoxMax, CATALOG_MESSAGES.invalidTilesPerBox)
        .nullable()
        .optional(),
    )
    .meta(
      integerOrText({
        minimum: 1,
        maximum: CATALOG_LIMITS.tilesPerBoxMax,
        nullable: true,
        example: '44',
        description: 'Tiles in a box: an integer, or its digits as text ("44")',
      }),
    ),
  price: amount,
  /** What the company pays; 0 for a new product when not given, unchanged on an edit (blank too). */
  cost: z.preprocess(blankToUndefined, amount.optional()),
  defaultWastePercent: optionalWaste,
  laborRatePerSqFt: optionalAmount,
};

export const createCatalogProductInput = z.object(productFields);
export type CreateCatalogProductInput = z.infer<typeof createCatalogProductInput>;

export const updateCatalogProductInput = z.object(productFields).partial();
export type UpdateCatalogProductInput = z.infer<typeof updateCatalogProductInput>;

const supplierFields = {
  name: requiredText(CATALOG_LIMITS.supplierName),
  contactName: optionalText(CATALOG_LIMITS.contactName),
  email: optionalEmail,
  phone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(CATALOG_LIMITS.phone)
      .refine(isValidPhone, 'Please enter a valid phone number')
      .nullable()
      .optional(),
  ),
  accountNumber: optionalText(CATALOG_LIMITS.accountNumber),
};

export const createSupplierInput = z.object(supplierFields);
export type CreateSupplierInput = z.infer<typeof createSupplierInput>;

export const updateSupplierInput = z.object(supplierFields).partial();
export type UpdateSupplierInput = z.infer<typeof updateSupplierInput>;

/** A CSV file's text (the header names CATALOG_CSV_COLUMNS); the server reads and checks every row. */
export const importCatalogInput = z.object({ csv: z.string().max(900_000) });
export type ImportCatalogInput = z.infer<typeof importCatalogInput>;
