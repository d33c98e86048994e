import type { translate } from '../../lib/i18n.ts';
import type { ClientNotification } from './api.ts';

/**
 * A client notification's title and message in the reader's language, from its type and params; the
 * stored English when a param is missing (a milestone completed before its title was kept).
 */
export function notificationText(
  n: Pick<ClientNotification, 'notificationType' | 'title' | 'message' | 'params'>,
  t: typeof translate,
): { title: string; message: string } {
  const { jobTitle, photoType, milestoneTitle } = n.params;
  if (n.notificationType === 'photo_added' && photoType) {
    const kind = t(`clientPortal.notifications.photoKinds.${photoType}`);
    return {
      title: t('clientPortal.notifications.photo_added.title'),
      message: t('clientPortal.notifications.photo_added.message', { kind, jobTitle }),
    };
  }
  if (n.notificationType === 'milestone_completed' && milestoneTitle !== null) {
    const vars = { milestone: milestoneTitle, jobTitle };
    return {
      title: t('clientPortal.notifications.milestone_completed.title', vars),
      message: t('clientPortal.notifications.milestone_completed.message', vars),
    };
  }
  return { title: n.title, message: n.message };
}
