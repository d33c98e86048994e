import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { JobPerson } from '../jobs/api.ts';
import type { CalendarTask } from './api.ts';
import { localizeCalendarMessage } from './messages.ts';
import { useOpenJobs } from './queries.ts';

export interface TaskJobFieldProps {
  /** The task edited; undefined for a new one. */
  task: CalendarTask | undefined;
  /** Whether to load the open jobs (only members who write tasks choose one). */
  canWrite: boolean;
  value: string;
  error: string | undefined;
  onChange: (jobId: string) => void;
}

/** The job a task belongs to: the open jobs, once loaded, or the task's own job. */
export function TaskJobField({ task, canWrite, value, error, onChange }: TaskJobFieldProps) {
  const { t } = useI18n();
  const jobs = useOpenJobs(canWrite);
  // The task's job stays choosable when the list lacks it (a closed job).
  const jobOptions = (jobs.data?.items ?? []).map((job) => ({ id: job.id, title: job.title }));
  if (task?.jobId && !jobOptions.some((job) => job.id === task.jobId)) {
    jobOptions.unshift({ id: task.jobId, title: task.jobTitle ?? task.jobId });
  }
  if (!(jobs.isSuccess || !!task?.jobId)) return null;
  return (
    <Field label={t('calendar.task.job')} error={error} className="col-span-2">
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('calendar.task.noJob')}</option>
        {jobOptions.map((job) => (
          <option key={job.id} value={job.id}>
            {job.title}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export interface TaskAssigneesFieldProps {
  task: CalendarTask | undefined;
  crew: JobPerson[];
  selected: string[];
  /** The field's error as the form holds it (localized here). */
  error: string | undefined;
  onChange: (assigneeIds: string[]) => void;
}

/** The crew members to assign, as checkboxes; the task's assignees stay listed when the crew lacks them. */
export function TaskAssigneesField({ task, crew, selected, error, onChange }: TaskAssigneesFieldProps) {
  const { t } = useI18n();
  // A removed member stays on the list, to be kept or taken off.
  const people = crew.map((member) => ({ userId: member.userId, name: member.name }));
  for (const assignee of task?.assignees ?? []) {
    if (!people.some((p) => p.userId === assignee.userId)) people.push(assignee);
  }
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, userId] : selected.filter((id) => id !== userId));
  return (
    <fieldset className="col-span-2 grid gap-2" aria-describedby={error ? 'task-assignees-error' : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{t('calendar.task.assignees')}</legend>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('calendar.task.noMembers')}</p>
      ) : (
        <div className="grid max-h-44 gap-1 overflow-y-auto rounded-md border border-input p-2 sm:grid-cols-2">
          {people.map((person) => (
            <label key={person.userId} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm">
              <Checkbox
                checked={selected.includes(person.userId)}
                onChange={(e) => toggle(person.userId, e.target.checked)}
              />
              <span className="truncate">{person.name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="task-assignees-error" className="text-sm font-medium text-danger-text">
          {localizeCalendarMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
