import { useState } from 'react';
import { CALENDAR_LIMITS } from '../../../shared/calendar.ts';
import { Checkbox, Textarea } from '../../components/ui/NativeControls.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import type { CalendarTask } from './api.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { JobPerson } from '../jobs/api.ts';
import { minutesOf, type TaskFormValues } from './task-form.ts';
import { TaskFormActions } from './TaskFormActions.tsx';
import { TaskAssigneesField, TaskJobField } from './TaskFormFields.tsx';
import { useTaskForm } from './use-task-form.ts';

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

/** The task's fields in the dialog; read-only for members who may not write tasks. */
function TaskForm({ state, canWrite, crew, onClose }: Omit<TaskDialogProps, 'state'> & { state: TaskDialogState }) {
  const { t } = useI18n();
  const task = state.mode === 'edit' ? state.task : undefined;
  const { values, errors, set, submit, errorOf, saving } = useTaskForm(state, crew, onClose);
  const startMin = minutesOf(values.start);
  const endMin = minutesOf(values.end);
  const nextDay = startMin !== undefined && endMin !== undefined && endMin <= startMin;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
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
        <TaskJobField
          task={task}
          canWrite={canWrite}
          value={values.jobId}
          error={errorOf('jobId')}
          onChange={(jobId) => set('jobId', jobId)}
        />
        {crew !== undefined && (
          <TaskAssigneesField
            task={task}
            crew={crew}
            selected={values.assigneeIds}
            error={errors.assigneeIds}
            onChange={(assigneeIds) => set('assigneeIds', assigneeIds)}
          />
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

      <TaskFormActions task={task} canWrite={canWrite} saving={saving} onClose={onClose} />
    </form>
  );
}
