import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { JSONParsed } from 'hono/utils/types';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { createShareLinkInput, extendShareLinkInput } from '../../../shared/share-inputs.ts';
import type { shareLinks } from './service.ts';

export const jobParam = z.object({ jobId: z.uuid().openapi({ param: { name: 'jobId', in: 'path' } }) });
const linkParams = jobParam.extend({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

/**
 * A public link's token in a path. Any text is accepted so that a malformed token gets the spec's
 * message, not a validation error.
 */
export const linkToken = z
  .string()
  .max(200)
  .openapi({ param: { name: 'token', in: 'path' }, example: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' });

/** The 200 of a route that sends a photo's bytes. */
export const imageResponse = {
  description: 'The image',
  content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
};

/** Guards the routes that manage a job's sharing. */
export const manageJobs = () => guarded('jobs', 'write', { managers: true });

/** What differs between the kinds of link in their managing routes: path, tag, shapes and wording. */
export interface ShareLinkApi<V extends object> {
  links: ReturnType<typeof shareLinks<V>>;
  /** The collection, e.g. `/jobs/{jobId}/gallery-links`. */
  path: string;
  tag: string;
  /** The link as the API sends it: the service's view, as JSON (its instants as strings). */
  schema: z.ZodType<JSONParsed<V>>;
  create: { example: { expiresAt: string | null }; summary: string };
  /** Only where the kind's links can be extended. */
  extend?: { example: { expiresAt: string | null }; summary: string };
  list: { summary: string };
  revoke: { summary: string };
}

/** The managing routes of a kind of share link (list, create, extend, revoke), for those who manage jobs. */
export function shareLinkRoutes<V extends object>(api: ShareLinkApi<V>) {
  // The signature ties the schema to the service's view (as JSON); Hono's typed responses cannot
  // follow a type parameter, so inside they are plain objects.
  const { links }: Pick<ShareLinkApi<object>, 'links'> = api;
  const schema = api.schema as z.ZodType<object>;
  const { path, tag } = api;
  const app = new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path,
        tags: [tag],
        summary: api.list.summary,
        ...manageJobs(),
        request: { params: jobParam },
        responses: {
          200: json(z.object({ items: z.array(schema) }), 'The links'),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (c) => c.json({ items: await links.list(c.get('tenant'), c.req.valid('param').jobId) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path,
        tags: [tag],
        summary: api.create.summary,
        ...manageJobs(),
        request: { params: jobParam, body: jsonBody(createShareLinkInput, api.create.example) },
        responses: { 201: json(schema, 'The new link'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await links.create(c.get('tenant'), c.req.valid('param').jobId, c.req.valid('json')), 201),
    );
  if (api.extend) {
    app.openapi(
      createRoute({
        method: 'patch',
        path: `${path}/{id}`,
        tags: [tag],
        summary: api.extend.summary,
        ...manageJobs(),
        request: { params: linkParams, body: jsonBody(extendShareLinkInput, api.extend.example) },
        responses: { 200: json(schema, 'The link'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        const { jobId, id } = c.req.valid('param');
        return c.json(await links.extend(c.get('tenant'), jobId, id, c.req.valid('json')), 200);
      },
    );
  }
  return app.openapi(
    createRoute({
      method: 'post',
      path: `${path}/{id}/revoke`,
      tags: [tag],
      summary: api.revoke.summary,
      ...manageJobs(),
      request: { params: linkParams },
      responses: { 200: json(schema, 'The link, revoked'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { jobId, id } = c.req.valid('param');
      return c.json(await links.revoke(c.get('tenant'), jobId, id), 200);
    },
  );
}
