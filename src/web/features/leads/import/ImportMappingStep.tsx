import { FileUp } from 'lucide-react';
import type { Dispatch } from 'react';
import { LEAD_CSV_COLUMNS, type LeadCsvColumn } from '../../../../shared/leads.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/Dialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/Select.tsx';
import { useI18n } from '../../../lib/i18n.ts';
import { isNameMapped, type ColumnMapping, type ParsedCsv } from './csv-import.ts';
import type { ImportWizardAction } from './import-wizard.ts';

/** The select's value for a header that goes nowhere (a select item cannot have an empty value). */
const IGNORE = '__ignore__';

/** Step 2: which lead field each of the file's columns goes to (guessed from the headers); the name is required. */
export function ImportMappingStep({
  fileName,
  csv,
  mapping,
  dispatch,
}: {
  fileName: string;
  csv: ParsedCsv;
  mapping: ColumnMapping;
  dispatch: Dispatch<ImportWizardAction>;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="text-sm font-medium">
        <FileUp aria-hidden className="mr-1 inline size-4" />
        {t('leadImport.file.chosen', { name: fileName, count: csv.rows.length })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {csv.headers.map((header, index) => (
          <li key={`${index}-${header}`}>
            <MappingField
              header={header}
              sample={csv.rows
                .slice(0, 20)
                .map((row) => row.values[header]?.trim())
                .find(Boolean)}
              value={mapping[index] ?? null}
              onChange={(column) => dispatch({ type: 'columnMapped', index, column })}
            />
          </li>
        ))}
      </ul>
      {!isNameMapped(mapping) && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {t('leadImport.map.nameRequired')}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('leadImport.cancel')}</Button>
        </DialogClose>
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
          {t('leadImport.back')}
        </Button>
        <Button disabled={!isNameMapped(mapping)} onClick={() => dispatch({ type: 'rowsChecked' })}>
          {t('leadImport.next')}
        </Button>
      </DialogFooter>
    </>
  );
}

function MappingField({
  header,
  sample,
  value,
  onChange,
}: {
  header: string;
  sample: string | undefined;
  value: LeadCsvColumn | null;
  onChange: (column: LeadCsvColumn | null) => void;
}) {
  const { t } = useI18n();
  const shortSample = sample && sample.length > 40 ? `${sample.slice(0, 40)}…` : sample;
  return (
    <Field
      label={header}
      hint={shortSample ? t('leadImport.map.sample', { value: shortSample }) : t('leadImport.map.noSample')}
    >
      {(control) => (
        <Select
          value={value ?? IGNORE}
          onValueChange={(next) => onChange(next === IGNORE ? null : (next as LeadCsvColumn))}
        >
          <SelectTrigger {...control} data-testid="column-mapping">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={IGNORE}>{t('leadImport.map.ignore')}</SelectItem>
            {LEAD_CSV_COLUMNS.map((column) => (
              <SelectItem key={column} value={column}>
                {column === 'name'
                  ? t('leadImport.required', { label: t('leadImport.columns.name') })
                  : t(`leadImport.columns.${column}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
