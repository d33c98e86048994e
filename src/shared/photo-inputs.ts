import { z } from 'zod';
import { JOB_STAGES } from './jobs.ts';
import { PHOTO_DEFAULTS, PHOTO_LIMITS, PHOTO_TYPES } from './photos.ts';
import { blankToNull, optionalText } from './validation.ts';

// Photo metadata, as the upload form sends it (multipart text fields: booleans and numbers arrive as
// strings) and as the edit call sends it (JSON).

/** `true`/`false`/`on`/`1`/`0` from a form, or a JSON boolean. */
const flag = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    return ['true', 'on', '1', 'yes'].includes(s) ? true : ['false', 'off', '0', 'no'].includes(s) ? false : v;
  }, z.boolean().default(fallback));
const optionalFlag = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase()) : v),
  z.boolean().optional(),
);

/** A number from a form; blank is none. */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
    z.number().min(min).max(max).nullable().optional(),
  );

const photoType = z.preprocess(blankToNull, z.enum(PHOTO_TYPES).nullable().optional());
const stage = z.preprocess(blankToNull, z.enum(JOB_STAGES).nullable().optional());

/** The metadata fields sent with each uploaded file. */
export const photoUploadFields = z
  .object({
    photoType: photoType.transform((v) => v ?? PHOTO_DEFAULTS.photoType),
    stage,
    description: optionalText(PHOTO_LIMITS.description),
    isClientVisible: flag(PHOTO_DEFAULTS.isClientVisible),
    isPortfolioWorthy: flag(PHOTO_DEFAULTS.isPortfolioWorthy),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    locationAccuracy: coordinate(0, 1_000_000),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type PhotoUploadFields = z.output<typeof photoUploadFields>;

/** An edit: only the fields given change. */
export const updatePhotoInput = z
  .object({
    photoType: z.enum(PHOTO_TYPES).optional(),
    stage,
    description: optionalText(PHOTO_LIMITS.description),
    isClientVisible: optionalFlag,
    isPortfolioWorthy: optionalFlag,
  })
  .strict();
export type UpdatePhotoInput = z.output<typeof updatePhotoInput>;
