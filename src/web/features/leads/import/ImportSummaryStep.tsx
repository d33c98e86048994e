import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/Dialog.tsx';
import { plural } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.ts';
import { ImportErrorList } from './ImportErrorList.tsx';

/** Step 4 when the import is over: how many leads were imported, and the rows that were not. */
export function ImportSummaryStep({
  imported,
  notSent,
  errors,
}: {
  imported: number;
  notSent: number;
  errors: ImportRowError[];
}) {
  const { t } = useI18n();
  return (
    <>
      <p role="status" className="text-lg font-semibold" data-testid="import-summary">
        {plural(t, 'leadImport.done.imported', imported)}
      </p>
      {notSent > 0 && <p className="text-sm text-muted-foreground">{plural(t, 'leadImport.done.notSent', notSent)}</p>}
      {errors.length > 0 && (
        <div className="grid gap-2 text-sm">
          <p className="font-medium text-danger-text">{t('leadImport.done.notImported')}</p>
          <ImportErrorList errors={errors} />
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button>{t('leadImport.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
