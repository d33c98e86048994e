import { Button } from '../../../components/ui/Button.tsx';
import { DialogFooter } from '../../../components/ui/Dialog.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n.ts';

/** Step 4 while the rows are sent: progress, and on a failed call the choice to retry it or stop there. */
export function ImportProgressStep({
  sent,
  total,
  failure,
  onRetry,
  onStop,
}: {
  sent: number;
  total: number;
  failure: string | undefined;
  onRetry: () => void;
  onStop: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <ProgressBar sent={sent} total={total} label={t('leadImport.importing.progressLabel')} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('leadImport.importing.progress', { sent, total })}
      </p>
      {failure ? (
        <>
          <p role="alert" className="text-sm font-medium text-danger-text">
            {t('leadImport.importing.failed', { message: failure })}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onStop}>
              {t('leadImport.importing.stop')}
            </Button>
            <Button onClick={onRetry}>{t('leadImport.importing.retry')}</Button>
          </DialogFooter>
        </>
      ) : (
        <Spinner />
      )}
    </>
  );
}

function ProgressBar({ sent, total, label }: { sent: number; total: number; label: string }) {
  const percent = total ? Math.round((sent / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={sent}
      className="h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
