import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import { useI18n } from '../../../lib/i18n.ts';
import { useImportTexts } from './import-texts.ts';

/** How many errors the dialog lists before "… and N more". */
const ERRORS_SHOWN = 100;

/** The rows that will not be (or were not) imported, one line each, as the preview and the summary list them. */
export function ImportErrorList({ errors }: { errors: ImportRowError[] }) {
  const { t } = useI18n();
  const { errorText } = useImportTexts();
  return (
    <div className="max-h-48 overflow-y-auto rounded-md border border-destructive/30 p-3">
      <ul className="grid gap-1" data-testid="import-errors">
        {errors.slice(0, ERRORS_SHOWN).map((error) => (
          <li key={`${error.line}:${error.field}`}>{errorText(error)}</li>
        ))}
      </ul>
      {errors.length > ERRORS_SHOWN && (
        <p className="mt-1 text-muted-foreground">
          {t('leadImport.moreErrors', { count: errors.length - ERRORS_SHOWN })}
        </p>
      )}
    </div>
  );
}
