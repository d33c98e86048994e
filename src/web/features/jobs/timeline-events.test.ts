import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../timeline/api.ts';
import { eventPhotos, toTimelineEventViews } from './timeline-events.ts';

const photo = (id: string, description: string | null = null) => ({
  id,
  description,
  urls: { thumbnail: `/t/${id}`, medium: `/m/${id}`, display: `/d/${id}`, original: `/o/${id}` },
});

const event = (over: Partial<TimelineEvent> = {}): TimelineEvent => ({
  id: 'e1',
  jobId: 'j1',
  userId: 'u1',
  userName: 'Paula',
  eventType: 'photo_added',
  title: 'Photos added',
  description: null,
  photoIds: [],
  metadata: {},
  isMilestone: false,
  isClientVisible: true,
  scheduledFor: null,
  completedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...over,
});

describe('eventPhotos', () => {
  it("uses a loaded photo's URLs and description, in the event's order", () => {
    const byId = new Map([photo('a', 'Kitchen'), photo('b')].map((p) => [p.id, p]));
    expect(eventPhotos(['b', 'a'], byId, true)).toEqual([
      { id: 'b', thumbnailUrl: '/t/b', displayUrl: '/d/b', description: null },
      { id: 'a', thumbnailUrl: '/t/a', displayUrl: '/d/a', description: 'Kitchen' },
    ]);
  });

  it('draws a photo not loaded yet from its id while more pages remain', () => {
    expect(eventPhotos(['x'], new Map(), false)).toEqual([
      {
        id: 'x',
        thumbnailUrl: '/api/v1/photos/x/thumbnail',
        displayUrl: '/api/v1/photos/x/display',
        description: null,
      },
    ]);
  });

  it('leaves out a photo missing from the complete list (deleted)', () => {
    const byId = new Map([photo('a')].map((p) => [p.id, p]));
    expect(eventPhotos(['gone', 'a'], byId, true).map((p) => p.id)).toEqual(['a']);
  });
});

describe('toTimelineEventViews', () => {
  it("keeps the event's fields, visibility and dates, and resolves its photos", () => {
    const views = toTimelineEventViews(
      [
        event({ photoIds: ['a'] }),
        event({
          id: 'm1',
          eventType: 'other',
          title: 'Subfloor levelled',
          isMilestone: true,
          isClientVisible: false,
          completedAt: null,
          scheduledFor: '2025-03-05T09:00:00.000Z',
          metadata: { milestoneTitle: 'Subfloor levelled' },
        }),
      ],
      [photo('a', 'Hall')],
      true,
      (e) => e.userId === 'u1' && e.eventType === 'photo_added',
    );
    expect(views[0]).toMatchObject({ id: 'e1', eventType: 'photo_added', isClientVisible: true, deletable: true });
    expect(views[0]!.photos).toEqual([{ id: 'a', thumbnailUrl: '/t/a', displayUrl: '/d/a', description: 'Hall' }]);
    expect(views[1]).toEqual({
      id: 'm1',
      eventType: 'other',
      title: 'Subfloor levelled',
      metadata: { milestoneTitle: 'Subfloor levelled' },
      description: null,
      isMilestone: true,
      isClientVisible: false,
      deletable: false,
      completedAt: null,
      scheduledFor: '2025-03-05T09:00:00.000Z',
      createdAt: '2025-03-01T10:00:00.000Z',
      photos: [],
    });
  });
});
