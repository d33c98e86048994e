import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createTimelineEventInput, updateTimelineEventInput } from '../../../shared/timeline-inputs.ts';
import { completedMilestoneSchema, timelineEventSchema, timelineSchema } from '../../../shared/timeline-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import {
  completeMilestone,
  createTimelineEvent,
  deleteTimelineEvent,
  getTimelineEvent,
  listTimeline,
  updateTimelineEvent,
  type JobPhotoIds,
} from './service.ts';

const jobParam = z.object({ jobId: z.uuid().openapi({ param: { name: 'jobId', in: 'path' } }) });

/** What timeline asks of photos, which depends on it: app.ts passes it in. */
export interface TimelineHooks {
  jobPhotoIds: JobPhotoIds;
}

export const timelineRoutes = (hooks: TimelineHooks) =>
  new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/{jobId}/timeline',
        tags: ['timeline'],
        summary: "A job's timeline, newest first, with the progress summary (clients: client-visible events only)",
        ...guarded('jobs', 'read'),
        request: { params: jobParam },
        responses: {
          200: json(timelineSchema, 'The timeline'),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (c) => c.json(await listTimeline(c.get('tenant'), c.req.valid('param').jobId), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{jobId}/timeline',
        tags: ['timeline'],
        summary: 'Add an event (completed now unless scheduled for later; spec section 4)',
        ...guarded('jobs', 'write'),
        request: {
          params: jobParam,
          body: jsonBody(createTimelineEventInput, {
            eventType: 'other',
            title: 'Subfloor leveled',
            description: 'Kitchen and hallway',
            isMilestone: true,
            isClientVisible: true,
          }),
        },
        responses: { 201: json(timelineEventSchema, 'The event'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(
          await createTimelineEvent(
            c.get('tenant'),
            c.req.valid('param').jobId,
            c.req.valid('json'),
            hooks.jobPhotoIds,
          ),
          201,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/timeline/{id}',
        tags: ['timeline'],
        summary: 'One timeline event',
        ...guarded('jobs', 'read'),
        request: { params: idParam },
        responses: { 200: json(timelineEventSchema, 'The event'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await getTimelineEvent(c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/timeline/{id}',
        tags: ['timeline'],
        summary:
          'Change an event: completedAt is cleared when it has a scheduled date, else set to now (spec section 4)',
        ...guarded('jobs', 'write'),
        request: {
          params: idParam,
          body: jsonBody(updateTimelineEventInput, { title: 'Subfloor leveled and primed' }),
        },
        responses: { 200: json(timelineEventSchema, 'The event, updated'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(
          await updateTimelineEvent(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), hooks.jobPhotoIds),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/timeline/{id}',
        tags: ['timeline'],
        summary:
          'Delete a timeline event (those who may delete jobs: any event; field crews: the events they added, else 403)',
        ...guarded('jobs', 'delete', { own: true }),
        request: { params: idParam },
        responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => {
        await deleteTimelineEvent(c.get('tenant'), c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/timeline/{id}/complete',
        tags: ['timeline'],
        summary:
          'Mark a milestone done: completedAt now, a milestone_completed event, and the client told (e-mail, in-app)',
        ...guarded('jobs', 'write'),
        request: { params: idParam },
        responses: {
          200: json(completedMilestoneSchema, 'The milestone and the new event'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      }),
      async (c) => c.json(await completeMilestone(c.get('tenant'), c.req.valid('param').id), 200),
    );
