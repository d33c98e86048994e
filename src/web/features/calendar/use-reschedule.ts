import type { EventDropArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { jobsApi } from '../jobs/api.ts';
import { calendarApi } from './api.ts';
import { itemOf, jobMovePayload, taskMovePayload } from './events.ts';
import { localizeCalendarMessage } from './messages.ts';
import type { CalendarPermissions } from './permissions.ts';
import { useInvalidateSchedule } from './queries.ts';

/**
 * Saves an event dragged or resized on the calendar (a task's times, a job's schedule); FullCalendar
 * puts it back when the caller may not move it or the save fails.
 */
export function useReschedule({ writeTasks, moveJobs }: CalendarPermissions) {
  const { t } = useI18n();
  const invalidate = useInvalidateSchedule();
  return (arg: EventDropArg | EventResizeDoneArg, resized: boolean) => {
    const item = itemOf(arg.event.extendedProps);
    const start = arg.event.start;
    const allowed = item?.kind === 'job' ? moveJobs : writeTasks;
    if (!item || !start || !allowed) {
      arg.revert();
      return toast.error(t('calendar.move.notAllowed'));
    }
    const request =
      item.kind === 'task'
        ? calendarApi.updateTask(item.task.id, taskMovePayload(item.task, start, arg.event.end))
        : jobsApi.update(item.job.id, jobMovePayload(item.job, start, arg.event.end, resized));
    request.then(
      () => {
        toast.success(t('calendar.move.done'));
        void invalidate();
      },
      (error: Error) => {
        arg.revert();
        toast.error(t('calendar.move.failed'), { description: localizeCalendarMessage(error.message) });
      },
    );
  };
}
