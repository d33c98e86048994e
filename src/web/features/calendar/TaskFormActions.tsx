import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { DialogFooter } from '../../components/ui/Dialog.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { calendarApi, type CalendarTask } from './api.ts';
import { localizeCalendarMessage } from './messages.ts';
import { useInvalidateSchedule } from './queries.ts';

export interface TaskFormActionsProps {
  /** The task edited (it may be deleted); undefined for a new one. */
  task: CalendarTask | undefined;
  canWrite: boolean;
  saving: boolean;
  onClose: () => void;
}

/** The task form's buttons: delete (after a confirmation), cancel or close, and create or save. */
export function TaskFormActions({ task, canWrite, saving, onClose }: TaskFormActionsProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const invalidate = useInvalidateSchedule();
  const remove = useMutation({ mutationFn: (id: string) => calendarApi.removeTask(id) });

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

  return (
    <>
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
          <Button type="submit" disabled={saving}>
            {saving ? t('calendar.task.saving') : t(task ? 'calendar.task.save' : 'calendar.task.create')}
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
    </>
  );
}
