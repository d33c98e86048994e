import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../../shared/accounts.ts';
import {
  createMeasurementInput,
  measurementFiltersInput,
  updateMeasurementInput,
} from '../../../shared/measurement-inputs.ts';
import { measurementPageSchema, measurementSchema, takeoffLinesSchema } from '../../../shared/measurement-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import {
  createMeasurement,
  deleteMeasurement,
  getMeasurement,
  listMeasurements,
  measurementEstimateLines,
  updateMeasurement,
} from './service.ts';

// Measurements are site work: guarded by the `jobs` entity (a crew on site measures), scoped in the service.

/** An L-shaped living room in herringbone: 12' × 10' with a 6' × 4' alcove (lengths typed as on site). */
const exampleMeasurement = {
  name: 'Silva residence',
  rooms: [
    {
      name: 'Living room',
      shape: {
        kind: 'rectangles' as const,
        main: { length: "12'", width: "10'" },
        additions: [{ length: "6'", width: "4'", joinedAlong: 'length' as const }],
      },
      pattern: 'herringbone' as const,
      openings: ["3'"],
    },
  ],
};

export const measurementRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/measurements',
      tags: ['measurements'],
      summary: 'Measurements, last updated first, a page at a time (a crew sees its jobs’ only)',
      ...guarded('jobs', 'read'),
      request: { query: pageQuery(50).extend(measurementFiltersInput.shape) },
      responses: { 200: json(measurementPageSchema, 'A page of measurements'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listMeasurements(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/measurements',
      tags: ['measurements'],
      summary: 'Start a measurement for a lead, a job, or neither',
      ...guarded('jobs', 'write'),
      request: { body: jsonBody(createMeasurementInput, exampleMeasurement) },
      responses: {
        201: json(measurementSchema, 'The new measurement with its takeoff'),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await createMeasurement(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/measurements/{id}',
      tags: ['measurements'],
      summary: 'A measurement: its rooms and the takeoff computed from them',
      ...guarded('jobs', 'read'),
      request: { params: idParam },
      responses: { 200: json(measurementSchema, 'The measurement'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getMeasurement(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/measurements/{id}',
      tags: ['measurements'],
      summary: 'Save the name and all the rooms (the page autosaves; the same body twice changes nothing)',
      ...guarded('jobs', 'write'),
      request: { params: idParam, body: jsonBody(updateMeasurementInput, exampleMeasurement) },
      responses: { 200: json(measurementSchema, 'The saved measurement'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await updateMeasurement(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/measurements/{id}',
      tags: ['measurements'],
      summary: 'Delete a measurement',
      ...guarded('jobs', 'delete'),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteMeasurement(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/measurements/{id}/estimate-lines',
      tags: ['measurements'],
      summary:
        'The takeoff as estimate lines, each in its product’s selling unit: floor (carpet off the roll, tile boxes…), labor, pad, trim, transitions, stair parts',
      ...guarded('jobs', 'read'),
      request: {
        params: idParam,
        // The document's language: the lines' text is the client's to read.
        query: z.object({ language: z.enum(LANGUAGES).optional().openapi({ description: 'Default: the caller’s' }) }),
      },
      responses: {
        200: json(takeoffLinesSchema, 'Lines the estimate editor can add'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await measurementEstimateLines(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').language),
        200,
      ),
  );
