import type { DatesSetArg } from '@fullcalendar/core';
import { useMemo, useState } from 'react';
import { toEvents } from './events.ts';
import type { CalendarPermissions } from './permissions.ts';
import { useCalendarRange } from './queries.ts';
import type { CalendarView } from './url-state.ts';

/**
 * What the calendar shows: the range FullCalendar reports (and the toolbar's title), its jobs and
 * tasks (one crew member's with `memberId`), and those as FullCalendar's events.
 */
export function useCalendarSchedule(memberId: string, view: CalendarView, rights: CalendarPermissions) {
  const { moveJobs, writeTasks } = rights;
  const [shown, setShown] = useState<{ from: string; to: string; title: string }>();
  const range = useMemo(
    () => shown && { from: shown.from, to: shown.to, ...(memberId && { memberId }) },
    [shown, memberId],
  );
  const data = useCalendarRange(range);
  // Memoized: a new array is a new event source to FullCalendar.
  const events = useMemo(
    () => (data.data ? toEvents(data.data, { moveJobs, moveTasks: writeTasks, resize: view !== 'month' }) : []),
    [data.data, moveJobs, writeTasks, view],
  );

  /** FullCalendar's datesSet: the range to load and the toolbar's title. */
  const show = (arg: DatesSetArg) =>
    setShown({ from: arg.start.toISOString(), to: arg.end.toISOString(), title: arg.view.title });

  return { title: shown?.title, data, events, show };
}
