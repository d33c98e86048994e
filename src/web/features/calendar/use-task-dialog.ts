import { useState } from 'react';
import type { TaskDialogState } from './TaskDialog.tsx';
import { quickTaskValues } from './task-form.ts';
import type { CalendarUrl } from './use-calendar-url.ts';

/** The task dialog's state; `quick` when Quick Actions opened it from the URL. */
export type CalendarDialogState = TaskDialogState & { quick?: boolean };

/**
 * The calendar's task dialog. Quick Actions open it from the URL (`?newTask=1&…`), once per visit of
 * such a URL; closing takes their parameters out of the URL, or shows the day of a task just saved.
 */
export function useTaskDialog(url: CalendarUrl, writeTasks: boolean) {
  const { params } = url;
  const [dialog, setDialog] = useState<CalendarDialogState | null>(null);
  const quickKey = params.get('newTask') === '1' ? params.toString() : '';
  const [quickSeen, setQuickSeen] = useState('');
  if (quickKey !== quickSeen) {
    setQuickSeen(quickKey);
    const values = quickKey ? quickTaskValues(params, new Date()) : undefined;
    if (values && writeTasks) setDialog({ mode: 'create', values, quick: true });
  }

  const close = (savedDay?: string) => {
    const wasQuick = dialog?.mode === 'create' && dialog.quick;
    const day = savedDay ?? (dialog?.mode === 'create' ? dialog.values.date : undefined);
    setDialog(null);
    if (wasQuick) url.dropQuickTask(day);
    else if (savedDay) url.reveal(savedDay);
  };

  return { dialog, open: setDialog, close };
}
