import { describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS, LEAD_LIMITS } from '../../../../shared/leads.ts';
import enImport from '../../../locales/en/signed-in/leadImport.json';
import ptImport from '../../../locales/pt-BR/signed-in/leadImport.json';
import {
  checkRows,
  guessColumn,
  guessMapping,
  IMPORT_MESSAGES,
  isNameMapped,
  linesWithErrors,
  mapRow,
  mergeErrors,
  normaliseDate,
  normaliseOption,
  parseCsv,
  planChunks,
  previewColumns,
  setMapping,
  type ImportRow,
} from './csv-import.ts';

describe('parseCsv', () => {
  it('reads headers and rows, with each row on the line of the file it starts on', () => {
    const text = '\uFEFF Name ,E-mail\r\nAna,ana@x.com\r\n\r\n"Bo\nb",bob@x.com\r\n , \r\nCi,ci@x.com';
    const csv = parseCsv(text);
    expect(csv.headers).toEqual(['Name', 'E-mail']);
    expect(csv.rows.map((r) => [r.line, r.values.Name])).toEqual([
      [2, 'Ana'],
      [4, 'Bo\nb'],
      [7, 'Ci'],
    ]);
    expect(csv.errors).toEqual([]);
  });

  it('detects a semicolon delimiter and numbers lines without blank ones', () => {
    const csv = parseCsv('nome;telefone\nAna;555 123 4567\nBia;555 765 4321\n');
    expect(csv.rows).toEqual([
      { line: 2, values: { nome: 'Ana', telefone: '555 123 4567' } },
      { line: 3, values: { nome: 'Bia', telefone: '555 765 4321' } },
    ]);
  });

  it('counts line numbers right over many rows', () => {
    const lines = ['name,email', ...Array.from({ length: 500 }, (_, i) => `Lead ${i},lead${i}@x.com`)];
    const csv = parseCsv(lines.join('\n'));
    expect(csv.rows).toHaveLength(500);
    expect(csv.rows[499]).toEqual({ line: 501, values: { name: 'Lead 499', email: 'lead499@x.com' } });
  });
});

describe('guessing columns', () => {
  it.each([
    ['Name', 'name'],
    ['Nome completo', 'name'],
    ['E-mail', 'email'],
    ['Endereço de e-mail', 'email'],
    ['Email Address', 'email'],
    ['Telefone', 'phone'],
    ['Celular', 'phone'],
    ['Endereço', 'address'],
    ['Status', 'status'],
    ['Origem', 'source'],
    ['Lead source', 'source'],
    ['Tipo de piso', 'flooringType'],
    ['flooringType', 'flooringType'],
    ['Orçamento', 'budgetRange'],
    ['Sq Ft', 'squareFeet'],
    ['Área', 'squareFeet'],
    ['Floor area (sq ft)', 'squareFeet'],
    ['Cômodos', 'rooms'],
    ['Prazo', 'timeline'],
    ['Observações', 'notes'],
    ['Next follow-up', 'nextFollowUpOn'],
    ['nextFollowUpOn', 'nextFollowUpOn'],
    ['Nome do cliente', 'name'],
    ['Created at', null],
    ['', null],
  ])('%s → %s', (header, column) => {
    expect(guessColumn(header)).toBe(column);
  });

  it("recognises the columns by their own names and by the import's labels in both languages", () => {
    for (const column of LEAD_CSV_COLUMNS) {
      expect(guessColumn(column)).toBe(column);
      expect(guessColumn(enImport.columns[column])).toBe(column);
      expect(guessColumn(ptImport.columns[column])).toBe(column);
    }
  });

  it('gives each column to the first header naming it only', () => {
    expect(guessMapping(['Nome', 'Email', 'E-mail 2', 'Whatever'])).toEqual(['name', 'email', null, null]);
  });

  it('moving a column to another header ignores the header that had it', () => {
    const mapping = guessMapping(['Nome', 'Apelido', 'Email']);
    const moved = setMapping(mapping, 1, 'name');
    expect(moved).toEqual([null, 'name', 'email']);
    expect(setMapping(moved, 2, null)).toEqual([null, 'name', null]);
    expect(isNameMapped(moved)).toBe(true);
    expect(isNameMapped([null, 'email'])).toBe(false);
  });
});

describe('normalising cells', () => {
  it('accepts keys in any case or spacing and English or Portuguese labels', () => {
    expect(normaliseOption('status', 'proposal_accepted')).toBe('proposal_accepted');
    expect(normaliseOption('status', 'New Lead')).toBe('new_lead');
    expect(normaliseOption('status', 'estimate-scheduled')).toBe('estimate_scheduled');
    expect(normaliseOption('status', 'Perdido')).toBe('lost');
    expect(normaliseOption('source', 'SOCIAL MEDIA')).toBe('social_media');
    expect(normaliseOption('flooringType', 'Vinyl / LVP')).toBe('vinyl');
    expect(normaliseOption('budgetRange', '$5,000 - $10,000')).toBe('5k_10k');
    expect(normaliseOption('budgetRange', 'under 5k')).toBe('under_5k');
    expect(normaliseOption('timeline', 'Just exploring')).toBe('exploring');
  });

  it('leaves unknown values for validation to report', () => {
    expect(normaliseOption('status', 'Hot')).toBe('Hot');
  });

  it('keeps the date of an ISO date-time', () => {
    expect(normaliseDate('2025-03-04')).toBe('2025-03-04');
    expect(normaliseDate('2025-03-04T10:00:00Z')).toBe('2025-03-04');
    expect(normaliseDate('03/04/2025')).toBe('03/04/2025');
  });

  it('maps a row: ignored and blank cells are left out, cells trimmed', () => {
    const row = { line: 3, values: { Nome: ' Ana ', Email: '', Status: 'Contacted', Extra: 'x' } };
    expect(mapRow(row, ['Nome', 'Email', 'Status', 'Extra'], ['name', 'email', 'status', null])).toEqual({
      line: 3,
      fields: { name: 'Ana', status: 'contacted' },
    });
  });

  it('takes off the apostrophe our export puts before a cell a spreadsheet could run, and only that', () => {
    // What leads.csv writes for a typed phone number and name (platform/csv.ts).
    const csv = parseCsv("name,phone,notes\r\n'-2+3 Ana,'+1 (555) 010-0200,'quoted\r\n");
    expect(mapRow(csv.rows[0]!, csv.headers, ['name', 'phone', 'notes']).fields).toEqual({
      name: '-2+3 Ana',
      phone: '+1 (555) 010-0200',
      notes: "'quoted",
    });
  });
});

describe('checkRows', () => {
  const text = [
    'Name,Email,Phone,Status,Rooms,Follow up',
    'Ana,ana@x.com,555 123 4567,New lead,3,2025-01-02',
    ',bob@x.com,,,,',
    'Ci,not-an-email,,Hot,9999,tomorrow',
    'Di,,555 000 1111,,,',
  ].join('\n');
  const csv = parseCsv(text);
  const checked = checkRows(csv, guessMapping(csv.headers));

  it('keeps the valid rows with their lines', () => {
    expect(checked.valid.map((r) => r.line)).toEqual([2, 5]);
    expect(checked.total).toBe(4);
  });

  it('reports each failing field by line with the shared messages', () => {
    expect(checked.errors).toEqual([
      { line: 3, field: 'name', message: 'This field is required' },
      { line: 4, field: 'email', message: 'Please enter a valid email' },
      { line: 4, field: 'nextFollowUpOn', message: IMPORT_MESSAGES.invalidDate },
      { line: 4, field: 'rooms', message: IMPORT_MESSAGES.wholeNumber(LEAD_LIMITS.rooms) },
      { line: 4, field: 'status', message: IMPORT_MESSAGES.invalidOption },
    ]);
    expect(linesWithErrors(checked.errors)).toBe(2);
  });

  it('reports unreadable lines without sending them', () => {
    const broken = parseCsv('name,email\nAna,a@x.com\n"Bo,b@x.com\n');
    const result = checkRows(broken, ['name', 'email']);
    expect(result.valid.map((r) => r.line)).toEqual([2]);
    expect(result.errors).toEqual([{ line: 3, field: '', message: IMPORT_MESSAGES.unreadable }]);
  });
});

describe('planChunks', () => {
  const rows: ImportRow[] = Array.from({ length: 450 }, (_, i) => ({ line: i + 2, fields: { name: `L${i}` } }));

  it('cuts the rows into chunks of the server limit, with a key each', () => {
    let n = 0;
    const chunks = planChunks(rows, LEAD_LIMITS.importChunk, () => `key-${n++}`);
    expect(chunks.map((c) => c.rows.length)).toEqual([200, 200, 50]);
    expect(chunks.map((c) => c.key)).toEqual(['key-0', 'key-1', 'key-2']);
    expect(chunks.flatMap((c) => c.rows)).toEqual(rows);
  });

  it('makes no chunk for no rows, and unique keys by default', () => {
    expect(planChunks([])).toEqual([]);
    const keys = planChunks(rows, 100).map((c) => c.key);
    expect(new Set(keys).size).toBe(5);
  });
});

describe('mergeErrors', () => {
  it('sorts by line then field and keeps the first error of a (line, field)', () => {
    const client = [{ line: 7, field: 'email', message: 'Please enter a valid email' }];
    const server = [
      { line: 12, field: 'phone', message: 'Please enter a valid phone number' },
      { line: 7, field: 'email', message: 'duplicate' },
      { line: 3, field: 'name', message: 'This field is required' },
    ];
    expect(mergeErrors(client, server)).toEqual([
      { line: 3, field: 'name', message: 'This field is required' },
      { line: 7, field: 'email', message: 'Please enter a valid email' },
      { line: 12, field: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });
});

describe('previewColumns', () => {
  it('lists the mapped columns in the lead column order', () => {
    expect(previewColumns([null, 'phone', 'name', null])).toEqual(['name', 'phone']);
  });
});
