import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MAX_FILE_BYTES, parseCsv, planChunks } from './csv-import.ts';
import {
  fileProblemOf,
  importWizard,
  initialImportWizard,
  type ImportWizardAction,
  type ImportWizardState,
} from './import-wizard.ts';

const FILE = [
  'Nome,E-mail,Telefone',
  'Ana,ana@x.com,555 123 4567',
  'Bad,not-an-email,',
  'Bia,bia@x.com,',
  'Ci,ci@x.com,',
  'Di,di@x.com,',
].join('\n');

const play = (actions: ImportWizardAction[], from: ImportWizardState = initialImportWizard) =>
  actions.reduce(importWizard, from);

/** The wizard with FILE read and its columns guessed. */
const mapped = () => play([{ type: 'fileReading' }, { type: 'fileRead', fileName: 'leads.csv', csv: parseCsv(FILE) }]);

/** The wizard sending FILE's four valid rows in two chunks of two. */
const importing = () => {
  const previewed = importWizard(mapped(), { type: 'rowsChecked' });
  let key = 0;
  const chunks = planChunks(previewed.checked!.valid, 2, () => `key-${++key}`);
  return importWizard(previewed, { type: 'importStarted', chunks });
};

describe('fileProblemOf', () => {
  it('takes a file named .csv or typed as CSV, up to the size limit', () => {
    expect(fileProblemOf({ name: 'LEADS.CSV', type: '', size: 10 })).toBeUndefined();
    expect(fileProblemOf({ name: 'export', type: 'text/csv', size: MAX_FILE_BYTES })).toBeUndefined();
    expect(fileProblemOf({ name: 'leads.xlsx', type: 'application/vnd.ms-excel', size: 10 })).toBe('notCsv');
    expect(fileProblemOf({ name: 'leads.csv', type: 'text/csv', size: MAX_FILE_BYTES + 1 })).toBe('tooBig');
  });
});

describe('the file step', () => {
  it('goes to the mapping with the columns guessed from the headers', () => {
    const state = mapped();
    expect(state).toMatchObject({ step: 'map', reading: false, fileName: 'leads.csv' });
    expect(state.mapping).toEqual(['name', 'email', 'phone']);
    expect(state.csv?.rows).toHaveLength(5);
  });

  it('refuses a file with headers but no rows, and stays on the file step', () => {
    const state = play([
      { type: 'fileReading' },
      { type: 'fileRead', fileName: 'x.csv', csv: parseCsv('Nome,Email\n') },
    ]);
    expect(state).toMatchObject({ step: 'file', reading: false, fileProblem: 'empty' });
    expect(state.csv).toBeUndefined();
  });

  it('takes a file whose only rows are unreadable, so that they are reported', () => {
    const csv = parseCsv('Nome,Email\n"Ana,ana@x.com\n');
    expect(csv.rows).toEqual([]);
    expect(csv.errors.map((error) => error.message)).toEqual([IMPORT_MESSAGES.unreadable]);
    expect(play([{ type: 'fileRead', fileName: 'x.csv', csv }]).step).toBe('map');
  });

  it('a file that cannot be read ends the reading and says why; the next choice clears it', () => {
    const failed = play([{ type: 'fileReading' }, { type: 'fileRefused', problem: 'unreadable' }]);
    expect(failed).toMatchObject({ step: 'file', reading: false, fileProblem: 'unreadable' });
    expect(importWizard(failed, { type: 'fileReading' })).toMatchObject({ reading: true, fileProblem: undefined });
    expect(importWizard(failed, { type: 'fileCleared' }).fileProblem).toBeUndefined();
  });
});

describe('mapping and preview', () => {
  it('going back from the mapping keeps the file and the mapping chosen', () => {
    const changed = importWizard(mapped(), { type: 'columnMapped', index: 2, column: null });
    const back = importWizard(changed, { type: 'back' });
    expect(back.step).toBe('file');
    expect(back.fileName).toBe('leads.csv');
    expect(back.csv).toBe(changed.csv);
    expect(back.mapping).toEqual(['name', 'email', null]);
  });

  it('mapping a column to a second header ignores the header that had it', () => {
    const state = importWizard(mapped(), { type: 'columnMapped', index: 1, column: 'name' });
    expect(state.mapping).toEqual([null, 'name', 'phone']);
  });

  it('does not check the rows while no column is the name', () => {
    const nameless = importWizard(mapped(), { type: 'columnMapped', index: 0, column: null });
    expect(importWizard(nameless, { type: 'rowsChecked' })).toBe(nameless);
  });

  it('checks every row with the mapping, and back from the preview returns to the mapping', () => {
    const previewed = importWizard(mapped(), { type: 'rowsChecked' });
    expect(previewed.step).toBe('preview');
    expect(previewed.checked?.valid.map((row) => row.line)).toEqual([2, 4, 5, 6]);
    expect(previewed.checked?.errors.map((error) => [error.line, error.field])).toEqual([[3, 'email']]);
    expect(importWizard(previewed, { type: 'back' })).toMatchObject({
      step: 'map',
      mapping: ['name', 'email', 'phone'],
    });
  });

  it('does not start an import with no valid row', () => {
    const allBad = play([
      { type: 'fileRead', fileName: 'bad.csv', csv: parseCsv('Nome,Email\nAna,nope\n') },
      { type: 'rowsChecked' },
    ]);
    expect(allBad.checked?.valid).toEqual([]);
    expect(importWizard(allBad, { type: 'importStarted', chunks: [] })).toBe(allBad);
  });
});

describe('importing', () => {
  it("starts from nothing sent, with the preview's errors", () => {
    const state = importing();
    expect(state).toMatchObject({ step: 'importing', sent: 0, imported: 0, nextChunk: 0, notSent: 0 });
    expect(state.chunks.map((chunk) => chunk.rows.length)).toEqual([2, 2]);
    expect(state.errors.map((error) => error.line)).toEqual([3]);
  });

  it("a finished import shows its count and every row's errors, in line order", () => {
    const done = play(
      [
        { type: 'chunkImported', index: 0, imported: 2, errors: [] },
        { type: 'chunkImported', index: 1, imported: 1, errors: [{ line: 5, field: 'email', message: 'Taken' }] },
        { type: 'importFinished' },
      ],
      importing(),
    );
    expect(done).toMatchObject({ step: 'done', sent: 4, imported: 3, notSent: 0 });
    expect(done.errors.map((error) => [error.line, error.field])).toEqual([
      [3, 'email'],
      [5, 'email'],
    ]);
  });

  it('a failed call keeps its place, and a retry clears the failure and resends from that chunk', () => {
    const failed = play(
      [
        { type: 'chunkImported', index: 0, imported: 2, errors: [] },
        { type: 'chunkFailed', index: 1, message: 'Server down' },
      ],
      importing(),
    );
    expect(failed).toMatchObject({ step: 'importing', failure: 'Server down', nextChunk: 1, sent: 2 });
    const resumed = importWizard(failed, { type: 'importResumed' });
    expect(resumed).toMatchObject({ step: 'importing', failure: undefined, nextChunk: 1 });
    expect(resumed.chunks[resumed.nextChunk]?.key).toBe('key-2');
  });

  it('stopping after a failure counts the rows never sent and shows the summary', () => {
    const stopped = play(
      [{ type: 'chunkFailed', index: 0, message: 'Server down' }, { type: 'importStopped' }],
      importing(),
    );
    expect(stopped).toMatchObject({ step: 'done', notSent: 4, imported: 0, failure: undefined });
  });
});
