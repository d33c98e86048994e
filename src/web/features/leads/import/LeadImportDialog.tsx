import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useBundle, useI18n } from '../../../lib/i18n.ts';
import { leadKeys, leadsApi } from '../api.ts';
import { localizeLeadMessage } from '../messages.ts';
import { planChunks, PREVIEW_ROWS, type ImportChunk } from './csv-import.ts';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { ImportPreviewStep } from './ImportPreviewStep.tsx';
import { ImportProgressStep } from './ImportProgressStep.tsx';
import { ImportSummaryStep } from './ImportSummaryStep.tsx';
import { IMPORT_STEP_NUMBER, importWizard, initialImportWizard, type ImportStep } from './import-wizard.ts';

/**
 * The import wizard: file, column mapping, preview with every row checked, import in chunks, summary.
 * The steps and their data are `importWizard`'s; this frame shows the current step and makes the calls.
 */
export default function LeadImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useBundle('leads');
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(importWizard, initialImportWizard);
  const { step, csv, checked } = state;

  // While rows are being sent the dialog cannot be closed: the import's progress and summary would be lost.
  const busy = step === 'importing';
  const close = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };

  async function run(chunks: ImportChunk[], from: number) {
    for (let index = from; index < chunks.length; index++) {
      const chunk = chunks[index]!;
      try {
        const result = await leadsApi.import(chunk.rows, chunk.key);
        dispatch({ type: 'chunkImported', index, imported: result.imported, errors: result.errors });
      } catch (error) {
        const message = error instanceof ApiError ? localizeLeadMessage(error.message) : String(error);
        dispatch({ type: 'chunkFailed', index, message });
        void queryClient.invalidateQueries({ queryKey: leadKeys.all });
        return;
      }
    }
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
    dispatch({ type: 'importFinished' });
  }

  function startImport() {
    if (!checked || checked.valid.length === 0) return;
    const chunks = planChunks(checked.valid);
    dispatch({ type: 'importStarted', chunks });
    void run(chunks, 0);
  }

  function retryImport() {
    dispatch({ type: 'importResumed' });
    void run(state.chunks, state.nextChunk);
  }

  const titles: Record<ImportStep, string> = {
    file: t('leadImport.steps.file'),
    map: t('leadImport.steps.map'),
    preview: t('leadImport.steps.preview'),
    importing: t('leadImport.steps.importing'),
    done: t('leadImport.steps.done'),
  };
  const descriptions: Record<ImportStep, string> = {
    file: t('leadImport.file.hint'),
    map: t('leadImport.map.description'),
    preview: t('leadImport.preview.description', { count: PREVIEW_ROWS }),
    importing: t('leadImport.importing.description'),
    done: state.fileName,
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
            {t('leadImport.title')} · {t('leadImport.stepOf', { step: IMPORT_STEP_NUMBER[step] })}
          </p>
          <DialogTitle>{titles[step]}</DialogTitle>
          <DialogDescription>{descriptions[step]}</DialogDescription>
        </DialogHeader>

        {step === 'file' && (
          <ImportFileStep reading={state.reading} fileProblem={state.fileProblem} dispatch={dispatch} />
        )}
        {step === 'map' && csv && (
          <ImportMappingStep fileName={state.fileName} csv={csv} mapping={state.mapping} dispatch={dispatch} />
        )}
        {step === 'preview' && csv && checked && (
          <ImportPreviewStep
            csv={csv}
            mapping={state.mapping}
            checked={checked}
            dispatch={dispatch}
            onStart={startImport}
          />
        )}
        {step === 'importing' && (
          <ImportProgressStep
            sent={state.sent}
            total={checked?.valid.length ?? 0}
            failure={state.failure}
            onRetry={retryImport}
            onStop={() => dispatch({ type: 'importStopped' })}
          />
        )}
        {step === 'done' && (
          <ImportSummaryStep imported={state.imported} notSent={state.notSent} errors={state.errors} />
        )}
      </DialogContent>
    </Dialog>
  );
}
