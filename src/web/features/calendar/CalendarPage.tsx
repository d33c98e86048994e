import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type {
  DateSelectArg,
  DateSpanApi,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { CalendarPlus, ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useJobPeople } from '../jobs/queries.ts';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { calendarApi } from './api.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobsApi } from '../jobs/api.ts';
import { toast } from '../../lib/toast.ts';
import './calendar.css';
import { itemOf, jobMovePayload, taskMovePayload, toEvents, tooltipLines, type CalendarItem } from './events.ts';
import { FeedDialog } from './FeedDialog.tsx';
import { localizeCalendarMessage } from './messages.ts';
import { useCalendarPermissions } from './permissions.ts';
import { useCalendarRange, useInvalidateSchedule } from './queries.ts';
import { TaskDialog, type TaskDialogState } from './TaskDialog.tsx';
import { blankTaskValues, paramsWithoutQuickTask, quickTaskValues, selectionValues } from './task-form.ts';
import {
  CALENDAR_VIEWS,
  FC_VIEW,
  locationFromParams,
  locationShows,
  localDay,
  paramsWithLocation,
  stepDate,
  viewOfFc,
  type CalendarLocation,
} from './url-state.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { jobPath } from '../../page-paths.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE_QUERY = '(max-width: 767px)';

/** The URL as it is now (FullCalendar's callbacks may run before React renders the new one). */
const currentParams = () => new URLSearchParams(window.location.search);

/**
 * /dashboard/calendar (issue #5, spec section 2): the company's scheduled jobs and tasks by month,
 * week or day. The view and date live in the URL (`?view=week&date=2026-11-23`, `&member=` for one
 * crew member's items); Quick Actions' `?newTask=1&title=…&date=…&start=…&end=…` opens the task form.
 * Dragging reschedules (tasks: members who write jobs; jobs: members who manage them).
 */
export default function CalendarPage() {
  useDocumentTitle('titles.calendar');
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [env] = useState(() => ({ today: localDay(new Date()), phone: window.matchMedia(PHONE_QUERY).matches }));
  const location = locationFromParams(params, env);
  const { view, date } = location;
  const memberId = params.get('member') ?? '';
  const { writeTasks, moveJobs } = useCalendarPermissions();
  // Only members who write jobs may list the team (the filter and the assignees need it).
  const people = useJobPeople(writeTasks);
  const crew = people.data?.crew;
  const invalidate = useInvalidateSchedule();
  const calendarRef = useRef<FullCalendar>(null);

  // What FullCalendar shows: the range to load and the title of the toolbar.
  const [shown, setShown] = useState<{ from: string; to: string; title: string }>();
  const range = useMemo(
    () => shown && { from: shown.from, to: shown.to, ...(memberId && { memberId }) },
    [shown, memberId],
  );
  const data = useCalendarRange(range);
  const events = useMemo(
    () => (data.data ? toEvents(data.data, { moveJobs, moveTasks: writeTasks, resize: view !== 'month' }) : []),
    [data.data, moveJobs, writeTasks, view],
  );

  // The task dialog; Quick Actions open it from the URL, once per visit of such a URL.
  const [dialog, setDialog] = useState<(TaskDialogState & { quick?: boolean }) | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const quickKey = params.get('newTask') === '1' ? params.toString() : '';
  const [quickSeen, setQuickSeen] = useState('');
  if (quickKey !== quickSeen) {
    setQuickSeen(quickKey);
    const values = quickKey ? quickTaskValues(params, new Date()) : undefined;
    if (values && writeTasks) setDialog({ mode: 'create', values, quick: true });
  }

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

  const onDatesSet = (arg: DatesSetArg) => {
    setShown({ from: arg.start.toISOString(), to: arg.end.toISOString(), title: arg.view.title });
    const fcView = viewOfFc(arg.view.type);
    if (!fcView) return;
    // Navigation inside the calendar (a day's number opens that day): into the URL, as a new entry.
    const url = locationFromParams(currentParams(), env);
    if (!locationShows(url, fcView, arg.view.currentStart, arg.view.currentEnd)) {
      go({ view: fcView, date: localDay(arg.view.currentStart) });
    }
  };

  const closeDialog = (savedDay?: string) => {
    const wasQuick = dialog?.mode === 'create' && dialog.quick;
    const day = savedDay ?? (dialog?.mode === 'create' ? dialog.values.date : undefined);
    setDialog(null);
    if (wasQuick) {
      setParams(paramsWithoutQuickTask(currentParams(), day), { replace: true });
    } else if (savedDay) {
      const api = calendarRef.current?.getApi();
      if (api && !locationShows({ view, date: savedDay }, view, api.view.currentStart, api.view.currentEnd)) {
        go({ view, date: savedDay });
      }
    }
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const item = itemOf(arg.event.extendedProps);
    if (item?.kind === 'job') void navigate(jobPath(item.job.id));
    else if (item?.kind === 'task') setDialog({ mode: 'edit', task: item.task });
  };

  const reschedule = (arg: EventDropArg | EventResizeDoneArg, resized: boolean) => {
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

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    if (writeTasks) setDialog({ mode: 'create', values: selectionValues(arg.start, arg.end, arg.allDay) });
  };

  const labels = {
    crew: (names: string) => t('calendar.tooltip.crew', { names }),
    job: (title: string) => t('calendar.tooltip.job', { title }),
  };
  const renderEvent = (arg: EventContentArg) => {
    const item = itemOf(arg.event.extendedProps);
    if (!item) return true;
    const status = item.kind === 'job' ? t(`jobOptions.status.${item.job.status}`) : '';
    const lines = tooltipLines(item, { ...labels, status });
    const detail = arg.view.type === FC_VIEW.month ? undefined : detailOf(item);
    return (
      <div className="fp-event-body" title={lines.join('\n')}>
        {arg.timeText && <span className="fp-event-time">{arg.timeText}</span>}
        <span className="fp-event-title">{arg.event.title}</span>
        {detail && <span className="fp-event-detail">{detail}</span>}
      </div>
    );
  };

  const loading = !data.data && !data.isError;
  return (
    <div className="flex h-[calc(100dvh-10.5rem)] min-h-[34rem] flex-col gap-3 md:h-[calc(100dvh-6.5rem)]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h1 className="text-2xl font-semibold">{t('calendar.title')}</h1>
          {data.isFetching && data.data && <Spinner />}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setFeedOpen(true)} aria-label={t('calendar.subscribe')}>
            <Rss aria-hidden />
            <span className="max-sm:sr-only">{t('calendar.subscribe')}</span>
          </Button>
          {writeTasks && (
            <Button
              onClick={() => setDialog({ mode: 'create', values: blankTaskValues(date, new Date()) })}
              data-testid="new-task"
            >
              <CalendarPlus aria-hidden />
              {t('calendar.newTask')}
            </Button>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => go({ view, date: env.today })}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('calendar.previous')}
            onClick={() => go({ view, date: stepDate(location, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('calendar.next')}
            onClick={() => go({ view, date: stepDate(location, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 aria-live="polite" className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
          {shown?.title}
        </h2>
        <div className="flex w-full gap-2 sm:w-auto">
          <div
            role="group"
            aria-label={t('calendar.views.label')}
            className="flex rounded-md border border-input p-0.5"
          >
            {CALENDAR_VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => go({ view: v, date })}
                className={cn(
                  'h-8 cursor-pointer rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                  view === v ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                {t(`calendar.views.${v}`)}
              </button>
            ))}
          </div>
          {crew && crew.length > 0 && (
            <NativeSelect
              aria-label={t('calendar.member.label')}
              value={memberId}
              onChange={(e) => {
                const next = currentParams();
                if (e.target.value) next.set('member', e.target.value);
                else next.delete('member');
                setParams(next, { replace: true });
              }}
              className="h-9 min-w-0 flex-1 sm:w-48 sm:flex-none"
            >
              <option value="">{t('calendar.member.all')}</option>
              {crew.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </div>
      </div>

      {data.isError && (
        <LoadError
          compact
          message={t('calendar.loadFailed')}
          onRetry={() => data.refetch()}
          retrying={data.isFetching}
        />
      )}
      {!writeTasks && <p className="text-sm text-muted-foreground">{t('calendar.readOnly')}</p>}

      <div className="relative min-h-0 flex-1" aria-busy={loading}>
        <FullCalendar
          key={language}
          ref={calendarRef}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={FC_VIEW[view]}
          initialDate={date}
          headerToolbar={false}
          locale={language === 'pt' ? ptBrLocale : 'en'}
          firstDay={0}
          height="100%"
          navLinks
          nowIndicator
          allDaySlot={false}
          scrollTime="07:00:00"
          snapDuration="00:15:00"
          // Two a day, then "+N more": measured from the cell, phones' short cells fitted none.
          dayMaxEvents={2}
          eventDisplay="block"
          eventInteractive
          events={events}
          eventContent={renderEvent}
          eventClick={onEventClick}
          editable={writeTasks || moveJobs}
          eventDrop={(arg) => reschedule(arg, false)}
          eventResize={(arg) => reschedule(arg, true)}
          eventLongPressDelay={400}
          selectable={writeTasks}
          selectMirror
          selectLongPressDelay={400}
          selectAllow={(span: DateSpanApi) => span.allDay || span.end.getTime() - span.start.getTime() <= DAY_MS}
          select={onSelect}
          datesSet={onDatesSet}
          // A day cell is labelled by its number alone, while its events are visible text too: axe's
          // label-in-name (WCAG 2.5.3). The number is a link of its own, so the cell needs no label.
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        />
        {loading && (
          <div className="absolute inset-0 z-10 grid place-items-center bg-background/60">
            <Spinner label={t('calendar.loading')} className="size-6" />
          </div>
        )}
      </div>

      <TaskDialog
        state={dialog}
        onClose={closeDialog}
        canWrite={writeTasks}
        crew={people.isSuccess ? crew : undefined}
      />
      <FeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}

/** The second line of an event in the week and day views: the crew of a job, the job of a task. */
function detailOf(item: CalendarItem): string | undefined {
  if (item.kind === 'job') return item.job.crew.map((c) => c.name).join(', ') || item.job.address || undefined;
  return item.task.jobTitle ?? (item.task.assignees.map((a) => a.name).join(', ') || undefined);
}
