import { Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/leads.ts';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { plural } from '../../lib/format.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useBulkDelete, useBulkStatus } from './page-queries.ts';

/**
 * Actions on the selected leads, shown while something is selected; with an empty selection they
 * do nothing (spec section 5). Stays mounted while the page lists leads, so that a delete finishing
 * after its rows left the list still closes its dialog and says so.
 */
export function BulkBar({
  ids,
  canChangeStatus,
  canDelete,
  onClear,
  onDeleted,
}: {
  ids: string[];
  canChangeStatus: boolean;
  canDelete: boolean;
  onClear: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const statusId = useId();
  const bulkStatus = useBulkStatus();
  const bulkDelete = useBulkDelete();
  // The leads the open confirmation is about, fixed when it opens.
  const [confirming, setConfirming] = useState<{ ids: string[]; open: boolean }>({ ids: [], open: false });
  const close = () => setConfirming((c) => ({ ...c, open: false }));
  const empty = ids.length === 0;

  const changeStatus = (status: LeadStatus) => {
    if (empty) return;
    bulkStatus.mutate(
      { ids, status },
      {
        onSuccess: ({ updated }) => toast.success(plural(t, 'leads.bulk.updated', updated)),
        onError: (error) => toast.error(t('leads.toast.updateStatusFailed'), { description: error.message }),
      },
    );
  };

  const remove = () => {
    if (confirming.ids.length === 0) return close();
    bulkDelete.mutate(confirming.ids, {
      onSuccess: ({ deleted }) => {
        close();
        onDeleted();
        toast.success(plural(t, 'leads.bulk.deleted', deleted));
      },
      onError: (error) => toast.error(t('leads.toast.deleteFailed'), { description: error.message }),
    });
  };

  return (
    <>
      {!empty && (
        <div
          role="region"
          aria-label={t('leads.bulk.changeStatusTo')}
          data-testid="bulk-bar"
          className="sticky top-14 z-[5] flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-card p-2 shadow-sm"
        >
          <span className="px-2 text-sm font-medium" aria-live="polite">
            {plural(t, 'leads.bulk.selected', ids.length)}
          </span>
          {canChangeStatus && (
            <>
              <Label htmlFor={statusId} className="sr-only">
                {t('leads.bulk.changeStatusTo')}
              </Label>
              <NativeSelect
                id={statusId}
                value=""
                disabled={empty || bulkStatus.isPending}
                onChange={(e) => e.target.value && changeStatus(e.target.value as LeadStatus)}
                className="h-9 w-auto"
              >
                <option value="" disabled>
                  {t('leads.bulk.changeStatus')}
                </option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`leadOptions.status.${status}`)}
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          {canDelete && (
            <Button
              variant="destructive"
              size="sm"
              disabled={empty}
              onClick={() => !empty && setConfirming({ ids: [...ids], open: true })}
            >
              <Trash2 aria-hidden />
              {t('leads.bulk.delete')}
            </Button>
          )}
          <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
            <X aria-hidden />
            {t('leads.bulk.deselect')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming.open}
        onOpenChange={(open) => !open && close()}
        title={plural(t, 'leads.bulk.deleteTitle', confirming.ids.length)}
        description={t('leads.bulk.deleteBody')}
        confirmLabel={t('leads.bulk.delete')}
        busy={bulkDelete.isPending}
        onConfirm={remove}
      />
    </>
  );
}
