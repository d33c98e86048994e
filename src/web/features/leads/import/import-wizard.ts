/**
 * The lead import wizard's steps and data, apart from React so they can be tested: a file is read, its
 * columns mapped, every row checked, the valid rows sent in chunks, and a summary shown.
 */
import type { LeadCsvColumn } from '../../../../shared/leads.ts';
import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import {
  checkRows,
  guessMapping,
  isNameMapped,
  MAX_FILE_BYTES,
  mergeErrors,
  setMapping,
  type CheckedRows,
  type ColumnMapping,
  type ImportChunk,
  type ParsedCsv,
} from './csv-import.ts';

export type ImportStep = 'file' | 'map' | 'preview' | 'importing' | 'done';

/** The "step N of 4" shown above each step's title. */
export const IMPORT_STEP_NUMBER: Record<ImportStep, number> = { file: 1, map: 2, preview: 3, importing: 4, done: 4 };

/** Why a chosen file was not taken, by its key under `leadImport.file`. */
export type FileProblem = 'notCsv' | 'tooBig' | 'empty' | 'unreadable';

export interface ImportWizardState {
  step: ImportStep;
  /** The chosen file is being read and parsed. */
  reading: boolean;
  fileProblem?: FileProblem;
  fileName: string;
  csv?: ParsedCsv;
  mapping: ColumnMapping;
  checked?: CheckedRows;
  /** The valid rows in calls, with their idempotency keys, made once so that a retry resends the same calls. */
  chunks: ImportChunk[];
  /** The chunk to send next (on a failure, the one that failed). */
  nextChunk: number;
  /** Rows sent and answered so far. */
  sent: number;
  imported: number;
  /** The rows not imported: the preview's errors and the server's. */
  errors: ImportRowError[];
  /** The last call's error, localized; the wizard offers to retry it or to stop. */
  failure?: string;
  /** Rows never sent because the import was stopped after a failure. */
  notSent: number;
}

export type ImportWizardAction =
  | { type: 'fileCleared' }
  | { type: 'fileRefused'; problem: FileProblem }
  | { type: 'fileReading' }
  | { type: 'fileRead'; fileName: string; csv: ParsedCsv }
  | { type: 'columnMapped'; index: number; column: LeadCsvColumn | null }
  | { type: 'back' }
  | { type: 'rowsChecked' }
  | { type: 'importStarted'; chunks: ImportChunk[] }
  | { type: 'importResumed' }
  | { type: 'chunkImported'; index: number; imported: number; errors: ImportRowError[] }
  | { type: 'chunkFailed'; index: number; message: string }
  | { type: 'importFinished' }
  | { type: 'importStopped' };

export const initialImportWizard: ImportWizardState = {
  step: 'file',
  reading: false,
  fileName: '',
  mapping: [],
  chunks: [],
  nextChunk: 0,
  sent: 0,
  imported: 0,
  errors: [],
  notSent: 0,
};

const looksLikeCsv = (file: Pick<File, 'name' | 'type'>) =>
  /\.csv$/i.test(file.name) || ['text/csv', 'application/csv', 'text/comma-separated-values'].includes(file.type);

/** Why a file cannot be imported before reading it, or undefined when it may be read. */
export function fileProblemOf(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | undefined {
  if (!looksLikeCsv(file)) return 'notCsv';
  if (file.size > MAX_FILE_BYTES) return 'tooBig';
  return undefined;
}

const PREVIOUS_STEP: Partial<Record<ImportStep, ImportStep>> = { map: 'file', preview: 'map' };

export function importWizard(state: ImportWizardState, action: ImportWizardAction): ImportWizardState {
  switch (action.type) {
    case 'fileCleared':
      return { ...state, fileProblem: undefined };
    case 'fileRefused':
      return { ...state, reading: false, fileProblem: action.problem };
    case 'fileReading':
      return { ...state, reading: true, fileProblem: undefined };
    case 'fileRead': {
      const { csv } = action;
      if (!csv.headers.length || csv.rows.length + csv.errors.length === 0) {
        return { ...state, reading: false, fileProblem: 'empty' };
      }
      return {
        ...state,
        step: 'map',
        reading: false,
        fileName: action.fileName,
        csv,
        mapping: guessMapping(csv.headers),
      };
    }
    case 'columnMapped':
      return { ...state, mapping: setMapping(state.mapping, action.index, action.column) };
    case 'back': {
      // The file, its mapping and the checked rows are kept: going forward again redoes only the next step.
      const previous = PREVIOUS_STEP[state.step];
      return previous ? { ...state, step: previous } : state;
    }
    case 'rowsChecked':
      if (state.step !== 'map' || !state.csv || !isNameMapped(state.mapping)) return state;
      return { ...state, step: 'preview', checked: checkRows(state.csv, state.mapping) };
    case 'importStarted':
      if (state.step !== 'preview' || !state.checked?.valid.length) return state;
      return {
        ...state,
        step: 'importing',
        chunks: action.chunks,
        nextChunk: 0,
        sent: 0,
        imported: 0,
        notSent: 0,
        errors: state.checked.errors,
        failure: undefined,
      };
    case 'importResumed':
      return { ...state, failure: undefined };
    case 'chunkImported':
      return {
        ...state,
        imported: state.imported + action.imported,
        errors: mergeErrors(state.errors, action.errors),
        sent: state.sent + (state.chunks[action.index]?.rows.length ?? 0),
        nextChunk: action.index + 1,
      };
    case 'chunkFailed':
      return { ...state, nextChunk: action.index, failure: action.message };
    case 'importFinished':
      return { ...state, step: 'done' };
    case 'importStopped': {
      const notSent = state.chunks.slice(state.nextChunk).reduce((n, chunk) => n + chunk.rows.length, 0);
      return { ...state, step: 'done', notSent, failure: undefined };
    }
  }
}
