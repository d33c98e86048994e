import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CreateTaskInput, UpdateTaskInput } from '../../../shared/calendar.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import type { JobPerson } from '../jobs/api.ts';
import { calendarApi } from './api.ts';
import { localizeCalendarMessage } from './messages.ts';
import { useInvalidateSchedule } from './queries.ts';
import type { TaskDialogState } from './TaskDialog.tsx';
import {
  formFieldOf,
  parseNewTask,
  parseTaskEdit,
  taskValuesOf,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form.ts';

/**
 * The task form's values and errors, and its submit: the task created or saved (assignees only when
 * `crew` lists them), or the server's field errors on their fields.
 */
export function useTaskForm(
  state: TaskDialogState,
  crew: JobPerson[] | undefined,
  onClose: (savedDay?: string) => void,
) {
  const { t } = useI18n();
  const task = state.mode === 'edit' ? state.task : undefined;
  const [original] = useState(() => (task ? taskValuesOf(task) : undefined));
  const [values, setValues] = useState(() => (state.mode === 'edit' ? taskValuesOf(state.task) : state.values));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const invalidate = useInvalidateSchedule();
  const save = useMutation({
    mutationFn: (input: CreateTaskInput | UpdateTaskInput) =>
      task ? calendarApi.updateTask(task.id, input) : calendarApi.createTask(input as CreateTaskInput),
  });

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({
      ...e,
      [key]: undefined,
      ...((key === 'start' || key === 'end') && { start: undefined, end: undefined }),
    }));
  };

  const submit = (event: FormEvent) => {
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

  /** A field's error in the user's language. */
  const errorOf = (field: keyof TaskFormValues) => {
    const message = errors[field];
    return message ? localizeCalendarMessage(message) : undefined;
  };

  return { values, errors, set, submit, errorOf, saving: save.isPending };
}
