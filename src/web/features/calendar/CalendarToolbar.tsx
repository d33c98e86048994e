import { CalendarPlus, ChevronLeft, ChevronRight, Rss } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { JobPerson } from '../jobs/api.ts';
import { CALENDAR_VIEWS, stepDate, type CalendarLocation } from './url-state.ts';

export interface CalendarHeaderProps {
  /** A range loads behind the one on screen. */
  refreshing: boolean;
  onSubscribe: () => void;
  /** Undefined when the caller may not create tasks (no button). */
  onNewTask: (() => void) | undefined;
}

/** The page's title and its actions: the calendar feed, a new task. */
export function CalendarHeader({ refreshing, onSubscribe, onNewTask }: CalendarHeaderProps) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex min-w-0 items-center gap-2">
        <h1 className="text-2xl font-semibold">{t('calendar.title')}</h1>
        {refreshing && <Spinner />}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onSubscribe} aria-label={t('calendar.subscribe')}>
          <Rss aria-hidden />
          <span className="max-sm:sr-only">{t('calendar.subscribe')}</span>
        </Button>
        {onNewTask && (
          <Button onClick={onNewTask} data-testid="new-task">
            <CalendarPlus aria-hidden />
            {t('calendar.newTask')}
          </Button>
        )}
      </div>
    </div>
  );
}

export interface CalendarToolbarProps {
  location: CalendarLocation;
  today: string;
  /** FullCalendar's title of the range on screen. */
  title: string | undefined;
  onGo: (location: CalendarLocation) => void;
  /** The crew to filter by; undefined or empty: no filter. */
  crew: JobPerson[] | undefined;
  memberId: string;
  onMember: (memberId: string) => void;
}

/** Today, previous and next, the range's title, the view and the crew member whose items show. */
export function CalendarToolbar({ location, today, title, onGo, crew, memberId, onMember }: CalendarToolbarProps) {
  const { t } = useI18n();
  const { view, date } = location;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={() => onGo({ view, date: today })}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('calendar.previous')}
          onClick={() => onGo({ view, date: stepDate(location, -1) })}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('calendar.next')}
          onClick={() => onGo({ view, date: stepDate(location, 1) })}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <h2 aria-live="polite" className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
        {title}
      </h2>
      <div className="flex w-full gap-2 sm:w-auto">
        <div role="group" aria-label={t('calendar.views.label')} className="flex rounded-md border border-input p-0.5">
          {CALENDAR_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onGo({ view: v, date })}
              className={cn(
                'h-8 cursor-pointer rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                view === v ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {t(`calendar.views.${v}`)}
            </button>
          ))}
        </div>
        {crew && crew.length > 0 && <MemberFilter crew={crew} memberId={memberId} onMember={onMember} />}
      </div>
    </div>
  );
}

/** Everyone's items or one crew member's (the history entry is replaced). */
function MemberFilter({
  crew,
  memberId,
  onMember,
}: Pick<CalendarToolbarProps, 'memberId' | 'onMember'> & { crew: JobPerson[] }) {
  const { t } = useI18n();
  return (
    <NativeSelect
      aria-label={t('calendar.member.label')}
      value={memberId}
      onChange={(e) => onMember(e.target.value)}
      className="h-9 min-w-0 flex-1 sm:w-48 sm:flex-none"
    >
      <option value="">{t('calendar.member.all')}</option>
      {crew.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.name}
        </option>
      ))}
    </NativeSelect>
  );
}
