import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LEAD_CSV_COLUMNS, type ImportRowError, type LeadCsvColumn } from '../../../../shared/leads.ts';
import { plural } from '../../../lib/format.ts';
import { localizeLeadMessage } from '../messages.ts';
import { Button } from '../../../components/ui/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/Dialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/Select.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useBundle, useI18n } from '../../../lib/i18n.ts';
import { leadKeys, leadsApi } from '../api.ts';
import {
  checkRows,
  guessMapping,
  IMPORT_MESSAGES,
  isNameMapped,
  linesWithErrors,
  mapRow,
  MAX_FILE_BYTES,
  mergeErrors,
  optionKeysOf,
  parseCsv,
  planChunks,
  PREVIEW_ROWS,
  previewColumns,
  setMapping,
  WHOLE_NUMBER_PATTERN,
  type CheckedRows,
  type ColumnMapping,
  type ImportChunk,
  type ParsedCsv,
} from './csv-import.ts';

type Step = 'file' | 'map' | 'preview' | 'importing' | 'done';
const STEP_NUMBER: Record<Step, number> = { file: 1, map: 2, preview: 3, importing: 4, done: 4 };
/** How many errors the dialog lists before "… and N more". */
const ERRORS_SHOWN = 100;
const IGNORE = '__ignore__';

/** The file's text: UTF-8, or Windows-1252 (spreadsheets exported on Windows) when it is not valid UTF-8. */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const looksLikeCsv = (file: File) =>
  /\.csv$/i.test(file.name) || ['text/csv', 'application/csv', 'text/comma-separated-values'].includes(file.type);

/** The import wizard: file, column mapping, preview with every row checked, import in chunks, summary. */
export default function LeadImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useBundle('leads');
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('file');
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [fileName, setFileName] = useState('');
  const [csv, setCsv] = useState<ParsedCsv>();
  const [mapping, setMappingState] = useState<ColumnMapping>([]);
  const [checked, setChecked] = useState<CheckedRows>();
  const [sent, setSent] = useState(0);
  const [imported, setImported] = useState(0);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [failure, setFailure] = useState<string>();
  const [notSent, setNotSent] = useState(0);
  // The chunks (with their idempotency keys) are made once, so that "Try again" resends the same calls.
  const chunks = useRef<ImportChunk[]>([]);
  const nextChunk = useRef(0);

  const busy = step === 'importing';
  const close = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };

  const columnLabel = (field: string) =>
    (LEAD_CSV_COLUMNS as readonly string[]).includes(field) ? t(`leadImport.columns.${field}`) : field;

  const messageText = (field: string, message: string) => {
    if (message === IMPORT_MESSAGES.invalidOption) {
      const options = optionKeysOf(field);
      if (options) {
        const values = options.keys.map((key) => t(`leadOptions.${options.field}.${key}`)).join('; ');
        return t('leadImport.errors.invalidOption', { values });
      }
    }
    if (message === IMPORT_MESSAGES.invalidDate) return t('leadImport.errors.invalidDate');
    if (message === IMPORT_MESSAGES.unreadable) return t('leadImport.errors.unreadable');
    const max = WHOLE_NUMBER_PATTERN.exec(message)?.[1];
    if (max) {
      return t('leadImport.errors.wholeNumber', {
        max: Number(max).toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US'),
      });
    }
    return localizeLeadMessage(message);
  };

  const errorText = (error: ImportRowError) =>
    error.field
      ? t('leadImport.errorLine', {
          line: error.line,
          field: columnLabel(error.field),
          message: messageText(error.field, error.message),
        })
      : t('leadImport.errorLineNoField', { line: error.line, message: messageText('', error.message) });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (!looksLikeCsv(file)) return setFileError(t('leadImport.file.notCsv'));
    if (file.size > MAX_FILE_BYTES) return setFileError(t('leadImport.file.tooBig'));
    setReading(true);
    try {
      const parsed = parseCsv(await readText(file));
      if (!parsed.headers.length || parsed.rows.length + parsed.errors.length === 0) {
        setFileError(t('leadImport.file.empty'));
        return;
      }
      setFileName(file.name);
      setCsv(parsed);
      setMappingState(guessMapping(parsed.headers));
      setStep('map');
    } catch {
      setFileError(t('leadImport.file.unreadable'));
    } finally {
      setReading(false);
    }
  }

  function toPreview() {
    if (!csv || !isNameMapped(mapping)) return;
    setChecked(checkRows(csv, mapping));
    setStep('preview');
  }

  async function run(from: number) {
    setStep('importing');
    setFailure(undefined);
    for (let index = from; index < chunks.current.length; index++) {
      const chunk = chunks.current[index]!;
      try {
        const result = await leadsApi.import(chunk.rows, chunk.key);
        setImported((n) => n + result.imported);
        setErrors((current) => mergeErrors(current, result.errors));
        setSent((n) => n + chunk.rows.length);
        nextChunk.current = index + 1;
      } catch (error) {
        nextChunk.current = index;
        setFailure(error instanceof ApiError ? localizeLeadMessage(error.message) : String(error));
        void queryClient.invalidateQueries({ queryKey: leadKeys.all });
        return;
      }
    }
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
    setStep('done');
  }

  function startImport() {
    if (!checked || checked.valid.length === 0) return;
    chunks.current = planChunks(checked.valid);
    nextChunk.current = 0;
    setSent(0);
    setImported(0);
    setNotSent(0);
    setErrors(checked.errors);
    void run(0);
  }

  function stopImport() {
    const rest = chunks.current.slice(nextChunk.current).reduce((n, chunk) => n + chunk.rows.length, 0);
    setNotSent(rest);
    setFailure(undefined);
    setStep('done');
  }

  const total = checked?.valid.length ?? 0;
  const titles: Record<Step, string> = {
    file: t('leadImport.steps.file'),
    map: t('leadImport.steps.map'),
    preview: t('leadImport.steps.preview'),
    importing: t('leadImport.steps.importing'),
    done: t('leadImport.steps.done'),
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-3xl"
        showCloseButton={!busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <p className="text-sm text-muted-foreground">
            {t('leadImport.title')} · {t('leadImport.stepOf', { step: STEP_NUMBER[step] })}
          </p>
          <DialogTitle>{titles[step]}</DialogTitle>
          <DialogDescription>
            {step === 'file' && t('leadImport.file.hint')}
            {step === 'map' && t('leadImport.map.description')}
            {step === 'preview' && t('leadImport.preview.description', { count: PREVIEW_ROWS })}
            {step === 'importing' && t('leadImport.importing.description')}
            {step === 'done' && fileName}
          </DialogDescription>
        </DialogHeader>

        {step === 'file' && (
          <>
            <Field label={t('leadImport.file.label')} error={fileError}>
              <Input type="file" accept=".csv,text/csv" disabled={reading} onChange={(e) => void chooseFile(e)} />
            </Field>
            {reading && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner label={t('leadImport.file.reading')} />
                {t('leadImport.file.reading')}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('leadImport.cancel')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}

        {step === 'map' && csv && (
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
                    onChange={(column) => setMappingState((current) => setMapping(current, index, column))}
                  />
                </li>
              ))}
            </ul>
            {!isNameMapped(mapping) && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {t('leadImport.map.nameRequired')}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('leadImport.cancel')}</Button>
              </DialogClose>
              <Button variant="outline" onClick={() => setStep('file')}>
                {t('leadImport.back')}
              </Button>
              <Button disabled={!isNameMapped(mapping)} onClick={toPreview}>
                {t('leadImport.next')}
              </Button>
            </DialogFooter>
          </>
        )}

        {step === 'preview' && csv && checked && (
          <>
            <PreviewTable csv={csv} mapping={mapping} errors={checked.errors} columnLabel={columnLabel} />
            <div className="grid gap-2 text-sm">
              <p className="font-medium">{plural(t, 'leadImport.preview.ready', checked.valid.length)}</p>
              {checked.valid.length === 0 && (
                <p role="alert" className="font-medium text-destructive">
                  {t('leadImport.preview.nothingValid')}
                </p>
              )}
              {checked.errors.length > 0 && (
                <>
                  <p className="font-medium text-destructive">
                    {plural(t, 'leadImport.preview.invalid', linesWithErrors(checked.errors))}
                  </p>
                  <ErrorList errors={checked.errors} errorText={errorText} />
                </>
              )}
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('leadImport.cancel')}</Button>
              </DialogClose>
              <Button variant="outline" onClick={() => setStep('map')}>
                {t('leadImport.back')}
              </Button>
              <Button disabled={checked.valid.length === 0} onClick={startImport}>
                {plural(t, 'leadImport.start', checked.valid.length)}
              </Button>
            </DialogFooter>
          </>
        )}

        {step === 'importing' && (
          <>
            <ProgressBar sent={sent} total={total} label={t('leadImport.importing.progressLabel')} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('leadImport.importing.progress', { sent, total })}
            </p>
            {failure ? (
              <>
                <p role="alert" className="text-sm font-medium text-destructive">
                  {t('leadImport.importing.failed', { message: failure })}
                </p>
                <DialogFooter>
                  <Button variant="outline" onClick={stopImport}>
                    {t('leadImport.importing.stop')}
                  </Button>
                  <Button onClick={() => void run(nextChunk.current)}>{t('leadImport.importing.retry')}</Button>
                </DialogFooter>
              </>
            ) : (
              <Spinner />
            )}
          </>
        )}

        {step === 'done' && (
          <>
            <p role="status" className="text-lg font-semibold" data-testid="import-summary">
              {plural(t, 'leadImport.done.imported', imported)}
            </p>
            {notSent > 0 && (
              <p className="text-sm text-muted-foreground">{plural(t, 'leadImport.done.notSent', notSent)}</p>
            )}
            {errors.length > 0 && (
              <div className="grid gap-2 text-sm">
                <p className="font-medium text-destructive">{t('leadImport.done.notImported')}</p>
                <ErrorList errors={errors} errorText={errorText} />
              </div>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t('leadImport.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
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

function PreviewTable({
  csv,
  mapping,
  errors,
  columnLabel,
}: {
  csv: ParsedCsv;
  mapping: ColumnMapping;
  errors: ImportRowError[];
  columnLabel: (field: string) => string;
}) {
  const { t } = useI18n();
  const columns = previewColumns(mapping);
  const rows = csv.rows.slice(0, PREVIEW_ROWS).map((row) => mapRow(row, csv.headers, mapping));
  const failing = new Set(errors.map((e) => `${e.line}:${e.field}`));
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('leadImport.preview.line')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.line}>
              <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.line}</td>
              {columns.map((column) => {
                const invalid = failing.has(`${row.line}:${column}`);
                return (
                  <td
                    key={column}
                    className={cn('max-w-48 truncate px-3 py-2', invalid && 'font-medium text-destructive')}
                    title={invalid ? t('leadImport.preview.invalidCell') : row.fields[column]}
                  >
                    {row.fields[column] ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ErrorList({ errors, errorText }: { errors: ImportRowError[]; errorText: (error: ImportRowError) => string }) {
  const { t } = useI18n();
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
