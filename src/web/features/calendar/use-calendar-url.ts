import type { DatesSetArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paramsWithoutQuickTask } from './task-form.ts';
import {
  FC_VIEW,
  locationFromParams,
  locationShows,
  localDay,
  paramsWithLocation,
  viewOfFc,
  type CalendarLocation,
} from './url-state.ts';

const PHONE_QUERY = '(max-width: 767px)';

/** The URL as it is now (FullCalendar's callbacks may run before React renders the new one). */
const currentParams = () => new URLSearchParams(window.location.search);

/**
 * The calendar's place in the URL, both ways: FullCalendar (behind `calendarRef`) shows what the URL
 * says, and where the calendar goes (a day's number, a saved task's day) goes into the URL.
 */
export function useCalendarUrl() {
  const [params, setParams] = useSearchParams();
  const [env] = useState(() => ({ today: localDay(new Date()), phone: window.matchMedia(PHONE_QUERY).matches }));
  const location = locationFromParams(params, env);
  const { view, date } = location;
  const calendarRef = useRef<FullCalendar>(null);

  // The URL changed by itself (back, forward, a link): show what it says.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const fcShown = viewOfFc(api.view.type);
    if (fcShown && locationShows({ view, date }, fcShown, api.view.currentStart, api.view.currentEnd)) return;
    // Not inside React's commit: FullCalendar renders synchronously (flushSync).
    queueMicrotask(() => api.changeView(FC_VIEW[view], date));
  }, [view, date]);

  const go = (next: CalendarLocation) => {
    const now = currentParams();
    const target = paramsWithLocation(now, next);
    if (target.toString() !== now.toString()) setParams(target);
  };

  /** FullCalendar moved by itself (a day's number opens that day): into the URL, as a new entry. */
  const follow = (arg: DatesSetArg) => {
    const fcView = viewOfFc(arg.view.type);
    if (!fcView) return;
    const url = locationFromParams(currentParams(), env);
    if (!locationShows(url, fcView, arg.view.currentStart, arg.view.currentEnd)) {
      go({ view: fcView, date: localDay(arg.view.currentStart) });
    }
  };

  /** A task was saved on `day`: go there unless the calendar shows it already. */
  const reveal = (day: string) => {
    const api = calendarRef.current?.getApi();
    if (api && !locationShows({ view, date: day }, view, api.view.currentStart, api.view.currentEnd)) {
      go({ view, date: day });
    }
  };

  const setMember = (memberId: string) => {
    const next = currentParams();
    if (memberId) next.set('member', memberId);
    else next.delete('member');
    setParams(next, { replace: true });
  };

  /** The quick task's dialog closed: its parameters leave the URL (the history entry is replaced). */
  const dropQuickTask = (day: string | undefined) =>
    setParams(paramsWithoutQuickTask(currentParams(), day), { replace: true });

  return {
    params,
    today: env.today,
    location,
    memberId: params.get('member') ?? '',
    calendarRef,
    go,
    follow,
    reveal,
    setMember,
    dropQuickTask,
  };
}

export type CalendarUrl = ReturnType<typeof useCalendarUrl>;
