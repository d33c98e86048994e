import { z } from '@hono/zod-openapi';
import { problemSchema } from '../../shared/responses.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_ERROR, with per-field errors)',
  401: 'Not signed in (AUTH_ERROR)',
  403: 'Not allowed (FORBIDDEN)',
  404: 'Not found, or not in your company (NOT_FOUND)',
  409: 'Conflicts with the current state (CONFLICT)',
  429: 'Too many requests (RATE_LIMITED)',
};

/** The error responses of a route, for its OpenAPI description. */
export function problemResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: DESCRIPTIONS[s] ?? 'Error', content: { 'application/problem+json': { schema: problemSchema } } },
    ]),
  ) as Record<S, { description: string; content: { 'application/problem+json': { schema: typeof problemSchema } } }>;
}

/** The `{id}` in a route's path: the uuid of the row it names. */
export const idParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

/** A route's required JSON request body; the example is what the route walk sends (route-walk.test.ts). */
export const jsonBody = <T extends z.ZodType>(schema: T, example: z.input<T>) => ({
  required: true,
  content: { 'application/json': { schema: schema.meta({ example }) } },
});

/** A JSON response of a route. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
