import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CALENDAR_LIMITS, type CreateTaskInput, type UpdateTaskInput } from '../../../shared/calendar.ts';
import { Checkbox, NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { validationErrors } from '../../lib/validation-messages.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { calendarApi, type CalendarTask } from './api.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { JobPerson } from '../jobs/api.ts';
import { toast } from '../../lib/toast.ts';
import { localizeCalendarMessage } from './messages.ts';
import { useInvalidateSchedule, useOpenJobs } from './queries.ts';
import {
  formFieldOf,
  minutesOf,
  parseNewTask,
  parseTaskEdit,
  taskValuesOf,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form.ts';

export type TaskDialogState = { mode: 'create'; values: TaskFormValues } | { mode: 'edit'; task: CalendarTask };

export interface TaskDialogProps {
  /** What to show; null closes the dialog. */
  state: TaskDialogState | null;
  /** Closed: `savedDay` is the day of the task just created or saved. */
  onClose: (savedDay?: string) => void;
  canWrite: boolean;
  /** The crew members to assign; undefined when the caller may not list them (assignees stay as they are). */
  crew: JobPerson[] | undefined;
}

/** Creates, edits (done, delete) or shows a task. Full screen on phones. */
export function TaskDialog({ state, onClose, canWrite, crew }: TaskDialogProps) {
  const { t } = useI18n();
  // Keep the last state while the dialog animates out.
  const [shown, setShown] = useState(state);
  if (state && state !== shown) setShown(state);
  const editing = shown?.mode === 'edit';
  return (
    <Dialog open={!!state} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-5 md:max-w-xl max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:rounded-none max-md:border-0">
        <DialogHeader>
          <DialogTitle>{t(editing ? 'calendar.task.editTitle' : 'calendar.task.createTitle')}</DialogTitle>
          <DialogDescription>{t(canWrite ? 'calendar.task.description' : 'calendar.task.readOnly')}</DialogDescription>
        </DialogHeader>
        {shown && (
          <TaskForm
            key={shown.mode === 'edit' ? shown.task.id : JSON.stringify(shown.values)}
            state={shown}
            canWrite={canWrite}
            crew={crew}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TaskForm({ state, canWrite, crew, onClose }: Omit<TaskDialogProps, 'state'> & { state: TaskDialogState }) {
  const { t } = useI18n();
  const task = state.mode === 'edit' ? state.task : undefined;
  const [original] = useState(() => (task ? taskValuesOf(task) : undefined));
  const [values, setValues] = useState(() => (state.mode === 'edit' ? taskValuesOf(state.task) : state.values));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const invalidate = useInvalidateSchedule();
  const jobs = useOpenJobs(canWrite);
  const save = useMutation({
    mutationFn: (input: CreateTaskInput | UpdateTaskInput) =>
      task ? calendarApi.updateTask(task.id, input) : calendarApi.createTask(input as CreateTaskInput),
  });
  const remove = useMutation({ mutationFn: (id: string) => calendarApi.removeTask(id) });

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({
      ...e,
      [key]: undefined,
      ...((key === 'start' || key === 'end') && { start: undefined, end: undefined }),
    }));
  };
  const toggleAssignee = (userId: string, on: boolean) =>
    set('assigneeIds', on ? [...values.assigneeIds, userId] : values.assigneeIds.filter((id) => id !== userId));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const withAssignees = crew !== undefined;
    const parsed = original ? parseTaskEdit(values, original, withAssignees) : parseNewTask(values, withAssignees);
    if (!parsed.ok) return setErrors(parsed.errors);
    save.mutate(parsed.input, {
      onSuccess: () => {
        void invalidate();
        toast.success(t(task ? 'calendar.toast.updated' : 'calendar.toast.created'));
        onClose(values.date);
      },
      onError: (error) => {
        const found: TaskFormErrors = {};
        for (const [apiField, message] of Object.entries(validationErrors(error) ?? {})) {
          const field = formFieldOf(apiField);
          if (field && (field !== 'assigneeIds' || withAssignees)) found[field] ??= message;
        }
        if (Object.keys(found).length) return setErrors(found);
        toast.error(t(task ? 'calendar.toast.updateFailed' : 'calendar.toast.createFailed'), {
          description: localizeCalendarMessage(error.message),
        });
      },
    });
  };

  const onDelete = () => {
    if (!task) return;
    remove.mutate(task.id, {
      onSuccess: () => {
        void invalidate();
        setConfirming(false);
        toast.success(t('calendar.toast.deleted'));
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t('calendar.toast.deleteFailed'), { description: localizeCalendarMessage(error.message) });
      },
    });
  };

  const errorOf = (field: keyof TaskFormValues) => {
    const message = errors[field];
    return message ? localizeCalendarMessage(message) : undefined;
  };
  const startMin = minutesOf(values.start);
  const endMin = minutesOf(values.end);
  const nextDay = startMin !== undefined && endMin !== undefined && endMin <= startMin;

  // The task's job and assignees stay choosable when the lists lack them (a closed job, a removed member).
  const jobOptions = (jobs.data?.items ?? []).map((job) => ({ id: job.id, title: job.title }));
  if (task?.jobId && !jobOptions.some((job) => job.id === task.jobId)) {
    jobOptions.unshift({ id: task.jobId, title: task.jobTitle ?? task.jobId });
  }
  const showJobs = jobs.isSuccess || !!task?.jobId;
  const people = crew?.map((member) => ({ userId: member.userId, name: member.name })) ?? [];
  for (const assignee of task?.assignees ?? []) {
    if (!people.some((p) => p.userId === assignee.userId)) people.push(assignee);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset disabled={!canWrite} className="grid grid-cols-2 items-start gap-4">
        <Field label={t('calendar.task.title')} error={errorOf('title')} className="col-span-2">
          <Input
            autoComplete="off"
            maxLength={CALENDAR_LIMITS.title}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field label={t('calendar.task.date')} error={errorOf('date')} className="col-span-2">
          <Input type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
        </Field>
        <Field label={t('calendar.task.start')} error={errorOf('start')}>
          <Input type="time" value={values.start} onChange={(e) => set('start', e.target.value)} />
        </Field>
        <Field
          label={t('calendar.task.end')}
          error={errorOf('end')}
          hint={nextDay && !errors.end ? t('calendar.task.nextDay') : undefined}
        >
          <Input type="time" value={values.end} onChange={(e) => set('end', e.target.value)} />
        </Field>
        {showJobs && (
          <Field label={t('calendar.task.job')} error={errorOf('jobId')} className="col-span-2">
            <NativeSelect value={values.jobId} onChange={(e) => set('jobId', e.target.value)}>
              <option value="">{t('calendar.task.noJob')}</option>
              {jobOptions.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        {crew !== undefined && (
          <fieldset
            className="col-span-2 grid gap-2"
            aria-describedby={errors.assigneeIds ? 'task-assignees-error' : undefined}
          >
            <legend className="mb-2 text-sm leading-none font-medium">{t('calendar.task.assignees')}</legend>
            {people.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('calendar.task.noMembers')}</p>
            ) : (
              <div className="grid max-h-44 gap-1 overflow-y-auto rounded-md border border-input p-2 sm:grid-cols-2">
                {people.map((person) => (
                  <label
                    key={person.userId}
                    className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm"
                  >
                    <Checkbox
                      checked={values.assigneeIds.includes(person.userId)}
                      onChange={(e) => toggleAssignee(person.userId, e.target.checked)}
                    />
                    <span className="truncate">{person.name}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.assigneeIds && (
              <p id="task-assignees-error" className="text-sm font-medium text-danger-text">
                {errorOf('assigneeIds')}
              </p>
            )}
          </fieldset>
        )}
        <Field label={t('calendar.task.notes')} error={errorOf('notes')} className="col-span-2">
          <Textarea
            rows={3}
            maxLength={CALENDAR_LIMITS.notes}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </Field>
        {task && (
          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium col-span-2">
            <Checkbox checked={values.done} onChange={(e) => set('done', e.target.checked)} />
            {t('calendar.task.done')}
          </label>
        )}
      </fieldset>

      <DialogFooter className="gap-2">
        {task && canWrite && (
          <Button variant="outline" className="text-danger-text sm:mr-auto" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {t('calendar.task.delete')}
          </Button>
        )}
        <Button variant="outline" onClick={() => onClose()}>
          {t(canWrite ? 'ui.cancel' : 'calendar.task.close')}
        </Button>
        {canWrite && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('calendar.task.saving') : t(task ? 'calendar.task.save' : 'calendar.task.create')}
          </Button>
        )}
      </DialogFooter>

      {task && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('calendar.confirmDelete.title')}
          description={t('calendar.confirmDelete.description', { title: task.title })}
          confirmLabel={t('calendar.confirmDelete.confirm')}
          onConfirm={onDelete}
          busy={remove.isPending}
        />
      )}
    </form>
  );
}
