import type { Dispatch } from 'react';
import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/Dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../../components/ui/Table.tsx';
import { cn } from '../../../lib/cn.ts';
import { plural } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.ts';
import {
  linesWithErrors,
  mapRow,
  PREVIEW_ROWS,
  previewColumns,
  type CheckedRows,
  type ColumnMapping,
  type ParsedCsv,
} from './csv-import.ts';
import { ImportErrorList } from './ImportErrorList.tsx';
import { useImportTexts } from './import-texts.ts';
import type { ImportWizardAction } from './import-wizard.ts';

/** Step 3: the first rows as they will be imported, every row's errors, and the button that starts the import. */
export function ImportPreviewStep({
  csv,
  mapping,
  checked,
  dispatch,
  onStart,
}: {
  csv: ParsedCsv;
  mapping: ColumnMapping;
  checked: CheckedRows;
  dispatch: Dispatch<ImportWizardAction>;
  onStart: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <PreviewTable csv={csv} mapping={mapping} errors={checked.errors} />
      <div className="grid gap-2 text-sm">
        <p className="font-medium">{plural(t, 'leadImport.preview.ready', checked.valid.length)}</p>
        {checked.valid.length === 0 && (
          <p role="alert" className="font-medium text-danger-text">
            {t('leadImport.preview.nothingValid')}
          </p>
        )}
        {checked.errors.length > 0 && (
          <>
            <p className="font-medium text-danger-text">
              {plural(t, 'leadImport.preview.invalid', linesWithErrors(checked.errors))}
            </p>
            <ImportErrorList errors={checked.errors} />
          </>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('leadImport.cancel')}</Button>
        </DialogClose>
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
          {t('leadImport.back')}
        </Button>
        <Button disabled={checked.valid.length === 0} onClick={onStart}>
          {plural(t, 'leadImport.start', checked.valid.length)}
        </Button>
      </DialogFooter>
    </>
  );
}

function PreviewTable({ csv, mapping, errors }: { csv: ParsedCsv; mapping: ColumnMapping; errors: ImportRowError[] }) {
  const { t } = useI18n();
  const { columnLabel } = useImportTexts();
  const columns = previewColumns(mapping);
  const rows = csv.rows.slice(0, PREVIEW_ROWS).map((row) => mapRow(row, csv.headers, mapping));
  const failing = new Set(errors.map((e) => `${e.line}:${e.field}`));
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <Table>
        <TableHeader className="bg-muted/50">
          <tr>
            <TableHead>{t('leadImport.preview.line')}</TableHead>
            {columns.map((column) => (
              <TableHead key={column} className="whitespace-nowrap">
                {columnLabel(column)}
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <tr key={row.line}>
              <TableCell className="text-muted-foreground tabular-nums">{row.line}</TableCell>
              {columns.map((column) => {
                const invalid = failing.has(`${row.line}:${column}`);
                return (
                  <TableCell
                    key={column}
                    className={cn('max-w-48 truncate', invalid && 'font-medium text-danger-text')}
                    title={invalid ? t('leadImport.preview.invalidCell') : row.fields[column]}
                  >
                    {row.fields[column] ?? ''}
                  </TableCell>
                );
              })}
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
