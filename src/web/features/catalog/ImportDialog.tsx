import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../components/ui/Table.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { catalogApi, type CatalogImportResult } from './api.ts';
import { localizeCatalogMessage } from './format.ts';
import { useInvalidateCatalog } from './queries.ts';

/** The server takes the file's text in one call (the API's body limit, with room for JSON's quoting). */
const MAX_FILE_BYTES = 900_000;

/**
 * Imports a CSV file of products in one call: the server checks every row, then writes all of them
 * or, when any row is wrong, none; the dialog shows what was added and updated, or each bad row.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const invalidate = useInvalidateCatalog();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const run = useMutation({
    mutationFn: async (chosen: File) => catalogApi.importProducts(await chosen.text(), crypto.randomUUID()),
    onSuccess: (result) => {
      if (result.errors.length === 0) void invalidate();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.errors : {};
      setFileError(localizeCatalogMessage(fields.csv ?? Object.values(fields)[0] ?? t('catalog.csv.unreadable')));
    },
  });
  const busy = run.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('validation.required'));
    if (file.size > MAX_FILE_BYTES) return setFileError(t('catalog.csv.tooLarge'));
    setFileError(undefined);
    run.mutate(file);
  };
  // While the file is being imported the dialog stays open: its result would be lost.
  const close = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="gap-5 md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('catalog.csv.title')}</DialogTitle>
          <DialogDescription>{t('catalog.csv.description')}</DialogDescription>
        </DialogHeader>
        {run.data ? (
          <ImportResult result={run.data} />
        ) : (
          <form id="catalog-import" onSubmit={submit} noValidate className="grid gap-4">
            <Field label={t('catalog.csv.file')} error={fileError} hint={t('catalog.csv.fileHint')}>
              <Input
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(undefined);
                }}
              />
            </Field>
            {busy && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                {t('catalog.csv.importing')}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          {run.data ? (
            run.data.errors.length > 0 ? (
              <Button variant="outline" onClick={() => run.reset()}>
                {t('catalog.csv.submit')}
              </Button>
            ) : null
          ) : (
            <Button type="submit" form="catalog-import" disabled={busy}>
              {busy ? t('catalog.csv.importing') : t('catalog.csv.submit')}
            </Button>
          )}
          <Button variant={run.data ? 'default' : 'outline'} disabled={busy} onClick={() => close(false)}>
            {run.data ? t('catalog.csv.close') : t('ui.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportResult({ result }: { result: CatalogImportResult }) {
  const { t } = useI18n();
  if (result.errors.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-md bg-success-soft p-3 text-sm text-success-text">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('catalog.csv.done', { created: result.created, updated: result.updated })}
      </p>
    );
  }
  return (
    <div role="alert" className="grid gap-3">
      <p className="flex items-center gap-2 rounded-md bg-danger-soft p-3 text-sm font-medium text-danger-text">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t('catalog.csv.rejectedTitle')}
      </p>
      <p className="text-sm text-muted-foreground">{t('catalog.csv.rejectedBody')}</p>
      <div className="max-h-72 overflow-auto rounded-md border border-border">
        <Table aria-label={t('catalog.csv.errorsTable')}>
          <TableHeader className="sticky top-0 bg-card">
            <tr>
              <TableHead>{t('catalog.csv.line')}</TableHead>
              <TableHead>{t('catalog.csv.column')}</TableHead>
              <TableHead>{t('catalog.csv.message')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {result.errors.map((error, i) => (
              <tr key={i} data-testid="import-error">
                <TableCell className="tabular-nums">{error.line}</TableCell>
                <TableCell className="font-mono text-xs">{error.field || t('catalog.csv.wholeFile')}</TableCell>
                <TableCell>{localizeCatalogMessage(error.message)}</TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
