import type { ChangeEvent, Dispatch } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/Dialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n.ts';
import { parseCsv } from './csv-import.ts';
import { fileProblemOf, type FileProblem, type ImportWizardAction } from './import-wizard.ts';

/** The file's text: UTF-8, or Windows-1252 (spreadsheets exported on Windows) when it is not valid UTF-8. */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Step 1: choose a CSV file, which is read and parsed in the browser. */
export function ImportFileStep({
  reading,
  fileProblem,
  dispatch,
}: {
  reading: boolean;
  fileProblem: FileProblem | undefined;
  dispatch: Dispatch<ImportWizardAction>;
}) {
  const { t } = useI18n();

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return dispatch({ type: 'fileCleared' });
    const problem = fileProblemOf(file);
    if (problem) return dispatch({ type: 'fileRefused', problem });
    dispatch({ type: 'fileReading' });
    try {
      dispatch({ type: 'fileRead', fileName: file.name, csv: parseCsv(await readText(file)) });
    } catch {
      dispatch({ type: 'fileRefused', problem: 'unreadable' });
    }
  }

  return (
    <>
      <Field label={t('leadImport.file.label')} error={fileProblem && t(`leadImport.file.${fileProblem}`)}>
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
  );
}
