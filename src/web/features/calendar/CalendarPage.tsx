import { useState } from 'react';
import { useJobPeople } from '../jobs/queries.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CalendarHeader, CalendarToolbar } from './CalendarToolbar.tsx';
import { FeedDialog } from './FeedDialog.tsx';
import { useCalendarPermissions } from './permissions.ts';
import { TaskDialog } from './TaskDialog.tsx';
import { blankTaskValues } from './task-form.ts';
import { useCalendarSchedule } from './use-calendar-schedule.ts';
import { useCalendarUrl } from './use-calendar-url.ts';
import { useTaskDialog } from './use-task-dialog.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /dashboard/calendar (issue #5, spec section 2): the company's scheduled jobs and tasks by month,
 * week or day. The view and date live in the URL (`?view=week&date=2026-11-23`, `&member=` for one
 * crew member's items); Quick Actions' `?newTask=1&title=…&date=…&start=…&end=…` opens the task form.
 * Dragging reschedules (tasks: members who write jobs; jobs: members who manage them).
 */
export default function CalendarPage() {
  useDocumentTitle('titles.calendar');
  const { t } = useI18n();
  const url = useCalendarUrl();
  const { location } = url;
  const rights = useCalendarPermissions();
  const { writeTasks } = rights;
  // Only members who write jobs may list the team (the filter and the assignees need it).
  const people = useJobPeople(writeTasks);
  const crew = people.data?.crew;
  const { title, data, events, show } = useCalendarSchedule(url.memberId, location.view, rights);
  const dialog = useTaskDialog(url, writeTasks);
  const [feedOpen, setFeedOpen] = useState(false);

  const loading = !data.data && !data.isError;
  return (
    <div className="flex h-[calc(100dvh-10.5rem)] min-h-[34rem] flex-col gap-3 md:h-[calc(100dvh-6.5rem)]">
      <CalendarHeader
        refreshing={data.isFetching && !!data.data}
        onSubscribe={() => setFeedOpen(true)}
        onNewTask={
          writeTasks
            ? () => dialog.open({ mode: 'create', values: blankTaskValues(location.date, new Date()) })
            : undefined
        }
      />
      <CalendarToolbar
        location={location}
        today={url.today}
        title={title}
        onGo={url.go}
        crew={crew}
        memberId={url.memberId}
        onMember={url.setMember}
      />

      {data.isError && (
        <LoadError
          compact
          message={t('calendar.loadFailed')}
          onRetry={() => data.refetch()}
          retrying={data.isFetching}
        />
      )}
      {!writeTasks && <p className="text-sm text-muted-foreground">{t('calendar.readOnly')}</p>}

      <CalendarGrid
        calendarRef={url.calendarRef}
        location={location}
        events={events}
        rights={rights}
        loading={loading}
        onDatesSet={(arg) => {
          show(arg);
          url.follow(arg);
        }}
        onOpenTask={dialog.open}
      />

      <TaskDialog
        state={dialog.dialog}
        onClose={dialog.close}
        canWrite={writeTasks}
        crew={people.isSuccess ? crew : undefined}
      />
      <FeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}
