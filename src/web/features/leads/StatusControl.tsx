import { useId, useState, type FormEvent } from 'react';
import { LEAD_LIMITS, LEAD_STATUSES, type LeadStatus } from '../../../shared/leads.ts';
import { changeLeadStatusInput } from '../../../shared/lead-inputs.ts';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { localizeLeadMessage } from './messages.ts';
import { Button } from '../../components/ui/Button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { Lead } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { useChangeStatus } from './page-queries.ts';

/**
 * The lead's status as a select; choosing another asks for an optional note, then changes it (the
 * server logs the note or 'Status changed to {status}'). Any status may be set (spec section 4).
 */
export function StatusControl({ lead }: { lead: Lead }) {
  const { t } = useI18n();
  const selectId = useId();
  const [target, setTarget] = useState<{ status: LeadStatus; open: boolean }>({ status: lead.status, open: false });

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={selectId}>{t('leads.detail.statusLabel')}</Label>
      <NativeSelect
        id={selectId}
        value={lead.status}
        onChange={(e) => setTarget({ status: e.target.value as LeadStatus, open: true })}
        className="h-9 w-full sm:w-56"
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`leadOptions.status.${status}`)}
          </option>
        ))}
      </NativeSelect>
      <Dialog open={target.open} onOpenChange={(open) => setTarget((c) => ({ ...c, open }))}>
        <DialogContent>
          <StatusNoteForm lead={lead} status={target.status} onDone={() => setTarget((c) => ({ ...c, open: false }))} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function StatusNoteForm({ lead, status, onDone }: { lead: Lead; status: LeadStatus; onDone: () => void }) {
  const { t } = useI18n();
  const change = useChangeStatus(lead.id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const label = t(`leadOptions.status.${status}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeLeadStatusInput.safeParse({ status, note });
    if (!parsed.success) return setError(localizeLeadMessage(parsed.error.issues[0]!.message));
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('leads.statusDialog.changed', { status: label }));
        onDone();
      },
      onError: (err) =>
        toast.error(t('leads.toast.updateStatusFailed'), { description: localizeLeadMessage(err.message) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('leads.statusDialog.title', { status: label })}</DialogTitle>
        <DialogDescription>{t('leads.statusDialog.description')}</DialogDescription>
      </DialogHeader>
      <Field label={t('leads.statusDialog.note')} error={error}>
        <Textarea
          rows={3}
          value={note}
          maxLength={LEAD_LIMITS.activity}
          placeholder={t('leads.statusDialog.notePlaceholder')}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {t('leads.statusDialog.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
