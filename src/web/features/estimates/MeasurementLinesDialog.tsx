import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { formatDate, plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { estimateKeys, estimatesApi } from './api.ts';
import { linesFromTakeoff, type LineValues } from './form.ts';

/**
 * The measurements of the estimate's lead or job (every one when it has neither); a click adds the
 * chosen one's takeoff (boxes, labor, trim per catalog product) to the option's lines.
 */
export function MeasurementLinesDialog({
  leadId,
  jobId,
  onClose,
  onAdd,
}: {
  leadId: string | null;
  jobId: string | null;
  onClose: () => void;
  onAdd: (lines: LineValues[]) => void;
}) {
  const { t, language } = useI18n();
  const filters = jobId ? { jobId } : leadId ? { leadId } : {};
  const list = useQuery({
    queryKey: estimateKeys.measurements(filters),
    queryFn: () => estimatesApi.measurements(filters),
  });
  // The lines' text is the client's to read: in the language the estimate's PDF is made in.
  const load = useMutation({ mutationFn: (id: string) => estimatesApi.measurementLines(id, language) });
  const pick = (id: string) =>
    load.mutate(id, {
      onSuccess: ({ items }) => {
        if (items.length === 0) {
          toast.error(t('estimates.measurements.noLines'));
          return;
        }
        onAdd(linesFromTakeoff(items));
        toast.success(plural(t, 'estimates.measurements.added', items.length));
      },
      onError: (error) => toast.error(t('estimates.measurements.failed'), { description: error.message }),
    });
  const items = list.data?.items ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-4 md:max-w-xl max-md:h-dvh max-md:max-h-dvh max-md:w-full max-md:max-w-none max-md:rounded-none">
        <DialogHeader>
          <DialogTitle>{t('estimates.measurements.title')}</DialogTitle>
          <DialogDescription>{t('estimates.measurements.description')}</DialogDescription>
        </DialogHeader>
        {list.isPending || load.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : list.isError ? (
          <p className="text-sm text-danger-text">{t('estimates.measurements.failed')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('estimates.measurements.empty')}</p>
        ) : (
          <ul className="max-h-[60dvh] divide-y divide-border overflow-y-auto rounded-md border border-border">
            {items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center justify-between gap-2 px-3 py-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => pick(m.id)}
                >
                  <span className="font-medium">{m.name}</span>
                  <span className="text-muted-foreground">
                    {[m.jobTitle ?? m.leadName, plural(t, 'estimates.measurements.rooms', m.roomCount)]
                      .filter(Boolean)
                      .join(' · ')}{' '}
                    · {formatDate(m.updatedAt, language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
