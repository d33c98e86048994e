import { SYSTEM_EVENT_TITLES } from '../../../shared/timeline.ts';
import type { translate } from '../../lib/i18n.ts';
import type { TimelineEventView } from './types.ts';

/**
 * An event's title in the viewer's language: the server stores its own titles in English, so one it
 * wrote (and nobody edited since) is written again from the type and metadata; any other title is
 * the contractor's and shows as typed. Needs the `share` bundle.
 */
export function eventTitle(
  event: Pick<TimelineEventView, 'eventType' | 'title' | 'metadata'>,
  t: typeof translate,
): string {
  if (event.eventType === 'photo_added' && event.title === SYSTEM_EVENT_TITLES.photoAdded) {
    return t('timeline.system.photoAdded');
  }
  const milestone = event.metadata?.milestoneTitle;
  if (
    event.eventType === 'milestone_completed' &&
    typeof milestone === 'string' &&
    event.title === SYSTEM_EVENT_TITLES.milestoneCompleted(milestone)
  ) {
    return t('timeline.system.milestoneCompleted', { milestone });
  }
  return event.title;
}
