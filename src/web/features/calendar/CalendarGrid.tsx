import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type {
  DateSelectArg,
  DateSpanApi,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { jobPath } from '../../page-paths.ts';
import './calendar.css';
import { itemOf, tooltipLines, type CalendarItem } from './events.ts';
import type { CalendarPermissions } from './permissions.ts';
import type { TaskDialogState } from './TaskDialog.tsx';
import { selectionValues } from './task-form.ts';
import { useReschedule } from './use-reschedule.ts';
import { FC_VIEW, type CalendarLocation } from './url-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Translate = ReturnType<typeof useI18n>['t'];

export interface CalendarGridProps {
  calendarRef: RefObject<FullCalendar | null>;
  /** Where FullCalendar starts; it follows the URL by calendarRef afterwards. */
  location: CalendarLocation;
  events: EventInput[];
  rights: CalendarPermissions;
  loading: boolean;
  onDatesSet: (arg: DatesSetArg) => void;
  /** A task clicked, or a time selected for a new one. */
  onOpenTask: (state: TaskDialogState) => void;
}

/** FullCalendar itself: clicking (a job opens its page), selecting, dragging and resizing events. */
export function CalendarGrid({
  calendarRef,
  location,
  events,
  rights,
  loading,
  onDatesSet,
  onOpenTask,
}: CalendarGridProps) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { writeTasks, moveJobs } = rights;
  const reschedule = useReschedule(rights);

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const item = itemOf(arg.event.extendedProps);
    if (item?.kind === 'job') void navigate(jobPath(item.job.id));
    else if (item?.kind === 'task') onOpenTask({ mode: 'edit', task: item.task });
  };

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    if (writeTasks) onOpenTask({ mode: 'create', values: selectionValues(arg.start, arg.end, arg.allDay) });
  };

  return (
    <div className="relative min-h-0 flex-1" aria-busy={loading}>
      <FullCalendar
        key={language}
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={FC_VIEW[location.view]}
        initialDate={location.date}
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
        eventContent={(arg) => renderEvent(arg, t)}
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
  );
}

/** An event's body: its time, title and (week and day views) detail, with every line in its tooltip. */
function renderEvent(arg: EventContentArg, t: Translate) {
  const item = itemOf(arg.event.extendedProps);
  if (!item) return true;
  const labels = {
    crew: (names: string) => t('calendar.tooltip.crew', { names }),
    job: (title: string) => t('calendar.tooltip.job', { title }),
  };
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
}

/** The second line of an event in the week and day views: the crew of a job, the job of a task. */
function detailOf(item: CalendarItem): string | undefined {
  if (item.kind === 'job') return item.job.crew.map((c) => c.name).join(', ') || item.job.address || undefined;
  return item.task.jobTitle ?? (item.task.assignees.map((a) => a.name).join(', ') || undefined);
}
