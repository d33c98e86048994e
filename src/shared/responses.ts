import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

// What the *-responses.ts files build their shapes with. Each of those files holds the API's
// response shapes of one domain as zod schemas: the server's routes describe their answers with
// them (OpenAPI, and the typed `c.json` checks the service's result against them), and the web and
// the tests import their types only (`import type`), so that no page loads zod for them. A schema
// that is a component of the OpenAPI document carries its name as `.meta({ id })`, so that the
// shapes which contain it refer to it by that name.

/** An instant: a `Date` on the server, its ISO string on the wire (OpenAPI: string, date-time). */
export const instant = () => z.iso.datetime();

/** A page of a list: newest first, `nextCursor` for the next page (null on the last). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** An `application/problem+json` body (RFC 9457), as every error response sends it. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Per-field messages for VALIDATION_ERROR, keyed by the field's dotted path. */
    errors: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
    /** ORIGIN_NOT_ALLOWED: the address (APP_URL) to open instead. */
    appUrl: z.string().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
