import { z } from 'zod';

/** Domain events are written by the server; the browser may only track `ui_*` events. */
export const trackEventInput = z.object({
  eventType: z.string().regex(/^ui_[a-z0-9_]{1,60}$/, 'Use ui_ followed by lower-case letters, digits or underscores'),
  eventData: z.record(z.string(), z.unknown()).default({}),
});
export type TrackEventInput = z.infer<typeof trackEventInput>;

/** Spec section 9: analytics fetch at most 100 events by default. */
export const ANALYTICS_EVENT_FETCH_LIMIT = 100;
