import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CALENDAR_LIMITS, createTaskInput, updateTaskInput } from '../../../shared/calendar.ts';
import { isoInstant } from '../../../shared/validation.ts';
import {
  calendarFeedSchema,
  calendarRangeSchema,
  calendarTaskSchema,
  newCalendarFeedSchema,
} from '../../../shared/calendar-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './feed.ts';
import { calendarRange, createTask, deleteTask, getTask, updateTask } from './service.ts';

const instant = (example: string) => z.string().openapi({ example, format: 'date-time' }).pipe(isoInstant);
const rangeQuery = z.object({
  from: instant('2026-03-01T00:00:00-05:00'),
  to: instant('2026-04-12T00:00:00-04:00').openapi({
    description: `After from, at most ${CALENDAR_LIMITS.rangeDays} days later`,
  }),
  memberId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "Only this member's items: jobs they are crew of, tasks they are assigned to" }),
});

const fileParam = z.object({
  file: z
    .string()
    .max(100)
    .openapi({ param: { name: 'file', in: 'path' }, example: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI.ics' }),
});

/**
 * The calendar: jobs and tasks in a range, tasks themselves, and each member's private iCalendar
 * feed (the feed's own URL is public: its token is the key).
 */
export const calendarRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/calendar',
      tags: ['calendar'],
      summary: 'Visible scheduled jobs and tasks overlapping a range, each by start (a job without an end lasts 2 h)',
      ...guarded('jobs', 'read'),
      request: { query: rangeQuery },
      responses: {
        200: json(calendarRangeSchema, 'The range'),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await calendarRange(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/calendar/tasks',
      tags: ['calendar'],
      summary: 'Create a task; the members assigned to it are notified',
      ...guarded('jobs', 'write'),
      request: {
        body: jsonBody(createTaskInput, {
          title: 'Measure the Smith kitchen',
          startsAt: '2026-03-02T14:00:00Z',
          endsAt: '2026-03-02T15:00:00Z',
          notes: 'Bring the laser meter',
        }),
      },
      responses: { 201: json(calendarTaskSchema, 'The new task'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createTask(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/calendar/tasks/{id}',
      tags: ['calendar'],
      summary: 'One task (field crews, clients and partners: only tasks they created or are assigned to)',
      ...guarded('jobs', 'read'),
      request: { params: idParam },
      responses: { 200: json(calendarTaskSchema, 'The task'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getTask(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/calendar/tasks/{id}',
      tags: ['calendar'],
      summary: 'Edit or reschedule a task (one bound alone keeps the other); newly assigned members are notified',
      ...guarded('jobs', 'write'),
      request: {
        params: idParam,
        body: jsonBody(updateTaskInput, { startsAt: '2026-03-03T14:00:00Z', endsAt: '2026-03-03T15:30:00Z' }),
      },
      responses: { 200: json(calendarTaskSchema, 'The task, updated'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await updateTask(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/tasks/{id}',
      tags: ['calendar'],
      summary: 'Delete a task',
      ...guarded('jobs', 'write'),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteTask(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/calendar/feed',
      tags: ['calendar'],
      summary: 'Whether the caller has a private calendar feed (its URL is shown only when made)',
      ...guarded('member'),
      responses: { 200: json(calendarFeedSchema, 'The feed'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await feedStatus(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/calendar/feed',
      tags: ['calendar'],
      summary: "A new private iCalendar feed URL for the caller's own schedule; any earlier URL stops working",
      ...guarded('member'),
      responses: {
        201: json(newCalendarFeedSchema, 'The URL, shown this once'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await createFeed(c.get('tenant')), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/feed',
      tags: ['calendar'],
      summary: "Revoke the caller's calendar feed",
      ...guarded('member'),
      responses: { 204: { description: 'Revoked (or there was none)' }, ...problemResponses(401, 403) },
    }),
    async (c) => {
      await revokeFeed(c.get('tenant'));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/calendar/feed/{file}',
      tags: ['public'],
      summary:
        "A member's private iCalendar feed ({token}.ics): their jobs and tasks from 90 days back to a year ahead, without amounts",
      'x-permission': 'public',
      request: { params: fileParam },
      responses: {
        200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...problemResponses(404),
      },
    }),
    async (c) => {
      const ics = await feedCalendar(c.get('services'), c.req.valid('param').file);
      if (ics === null) throw notFound();
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="floor-pro.ics"',
        'Cache-Control': 'private, max-age=300',
      });
    },
  );
