import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '../../../shared/accounts.ts';
import type { PdfColumn, PdfDocument, PdfSection, PdfTotal } from './pdf.ts';

// Draws a PdfDocument with pdfmake (ADR 0025). It runs on a contained worker thread, never on the
// server's own (ADR 0037): its default export is the worker's task, and pdf.ts's renderPdf sends it
// the documents.

const LABELS: Record<Language, { page: (page: number, pages: number) => string }> = {
  en: { page: (page, pages) => `Page ${page} of ${pages}` },
  pt: { page: (page, pages) => `Página ${page} de ${pages}` },
};

// The little of pdfmake's API used here, typed by hand: its @types package references the DOM lib,
// which would type the whole server as if it ran in a browser.
type Content = string | { [property: string]: unknown };
type TableCell = Content;
type Column = Content;
interface TableLayout {
  hLineWidth(i: number, node: { table: { body: unknown[] } }): number;
  hLineColor(): string;
  vLineWidth(): number;
  paddingLeft(): number;
  paddingRight(): number;
  paddingTop(): number;
  paddingBottom(): number;
}
type FontStyle = 'normal' | 'bold' | 'italics' | 'bolditalics';
interface PdfMake {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  setFonts(fonts: Record<string, Record<FontStyle, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: { [property: string]: unknown }): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
// pdfmake's Node entry exports one configured instance (module.exports = new pdfmake()), which an ESM
// namespace import cannot see: require it.
const pdfmake = require('pdfmake') as PdfMake;

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let configured = false;

/**
 * Once per process: Roboto (Apache 2.0, shipped inside pdfmake; every Portuguese letter) read into
 * pdfmake's in-memory file system, so no render reads a disk; and no render may read a local file or a
 * URL (a document's strings never name one, and a future image field must not open either).
 */
function configure() {
  if (configured) return;
  for (const file of Object.values(FONT_FILES)) {
    pdfmake.virtualfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
  }
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

const DEFAULT_COLOUR = '#334155';
const TEXT = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const MARGIN = 48;

/** The brand colour, and what to write on it and in it on white paper. */
export function brandPalette(colour: string) {
  const brand = /^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : DEFAULT_COLOUR;
  const luminance = relativeLuminance(brand);
  return {
    brand,
    // WCAG contrast: white text on the brand colour when it reads at 4.5:1, dark text otherwise.
    onBrand: 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : TEXT,
    // A pale brand colour (yellow) is unreadable as text on white: the company name is dark then.
    brandText: 1.05 / (luminance + 0.05) >= 3 ? brand : TEXT,
  };
}

type Palette = ReturnType<typeof brandPalette>;

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The logo as pdfmake takes it, when its bytes are a PNG or a JPEG. */
function logoDataUrl(logo: Buffer | null): string | null {
  if (!logo || logo.length < 8) return null;
  const png = logo.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff;
  if (!png && !jpeg) return null;
  return `data:image/${png ? 'png' : 'jpeg'};base64,${logo.toString('base64')}`;
}

/**
 * Text that may break inside a word when it has one too long for a column (a pasted link): pdfmake
 * breaks only between words, and such a word would push the amounts off the page.
 */
function wrapped(text: string) {
  return /\S{40}/.test(text) ? { text, wordBreak: 'break-all' } : { text };
}

function header(doc: PdfDocument, colours: Palette, logo: string | null): Content[] {
  const company: Column = {
    width: '*',
    stack: [
      { text: doc.company.name, fontSize: 15, bold: true, color: colours.brandText },
      ...doc.company.lines.map((line): Content => ({ ...wrapped(line), fontSize: 8.5, color: MUTED })),
    ],
  };
  const heading: Column = {
    width: 'auto',
    stack: [
      { text: doc.title, fontSize: 20, bold: true, color: colours.brandText, alignment: 'right' },
      { text: doc.number, fontSize: 11, alignment: 'right', margin: [0, 0, 0, 6] },
      ...(doc.facts.length
        ? [
            {
              layout: 'noBorders',
              table: {
                body: doc.facts.map((fact): TableCell[] => [
                  { text: fact.label, color: MUTED, alignment: 'right' },
                  { text: fact.value, alignment: 'right' },
                ]),
              },
            },
          ]
        : []),
    ],
  };
  const image: Column[] = logo ? [{ width: 'auto', stack: [{ image: logo, fit: [120, 56] }] }] : [];
  return [
    {
      columns: [...image, company, heading],
      columnGap: 14,
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 612 - 2 * MARGIN, y2: 0, lineWidth: 2, lineColor: colours.brand }],
      margin: [0, 10, 0, 14],
    },
  ];
}

function parties(doc: PdfDocument): Content[] {
  if (!doc.parties.length) return [];
  return [
    {
      columns: doc.parties.map((party): Column => ({
        width: '*',
        stack: [
          { text: party.label.toUpperCase(), fontSize: 7.5, bold: true, color: MUTED, margin: [0, 0, 0, 2] },
          ...party.lines.map((line): Content => wrapped(line)),
        ],
      })),
      columnGap: 14,
      margin: [0, 0, 0, 16],
    },
  ];
}

/** Label and value pairs pushed to the right edge; the strong ones ruled in the brand colour. */
function totals(items: PdfTotal[], colours: Palette, margin: [number, number, number, number]) {
  if (!items.length) return [];
  const layout: TableLayout = {
    hLineWidth: (i, node) => (i > 0 && items[i]?.strong && i < node.table.body.length ? 1 : 0),
    hLineColor: () => colours.brand,
    vLineWidth: () => 0,
    paddingLeft: () => 8,
    paddingRight: () => 0,
    paddingTop: () => 2,
    paddingBottom: () => 2,
  };
  const table = {
    layout,
    table: {
      body: items.map((item): TableCell[] => {
        const style = item.strong ? { bold: true, fontSize: 11.5 } : { color: MUTED };
        return [
          { text: item.label, alignment: 'right', ...style },
          { text: item.value, alignment: 'right', ...(item.strong ? style : {}) },
        ];
      }),
    },
    unbreakable: true,
  };
  return [
    {
      columns: [
        { width: '*', text: '' },
        { width: 'auto', ...table },
      ],
      margin,
    },
  ];
}

/** No lines but one under the table: the header's fill and the shading separate the rows. */
const ROWS_LAYOUT: TableLayout = {
  hLineWidth: (i, node) => (i === node.table.body.length ? 0.75 : 0),
  hLineColor: () => RULE,
  vLineWidth: () => 0,
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

function columnWidth(column: PdfColumn, index: number): '*' | 'auto' | number {
  const width = column.width ?? (index === 0 ? 'fill' : 'fit');
  return width === 'fill' ? '*' : width === 'fit' ? 'auto' : width;
}

function section(part: PdfSection, colours: Palette): Content[] {
  if (!part.columns.length) return [];
  const align = (i: number) => part.columns[i]?.align ?? 'left';
  const head = part.columns.map((column, i): TableCell => ({
    text: column.label,
    bold: true,
    fontSize: 8.5,
    color: colours.onBrand,
    fillColor: colours.brand,
    alignment: align(i),
  }));
  const rows = part.rows.map((row, r): TableCell[] =>
    part.columns.map((_, i): TableCell => {
      const text = row.cells[i] ?? '';
      const cell: TableCell =
        i === 0 && row.detail
          ? { stack: [wrapped(text), { ...wrapped(row.detail), fontSize: 8, color: MUTED }] }
          : { ...wrapped(text), alignment: align(i) };
      // Every other row shaded, so a long line reads across to its amount.
      return r % 2 ? { ...cell, fillColor: '#f3f4f6' } : cell;
    }),
  );
  // The title is a header row too: it repeats with the column labels on every page the table runs
  // over, and never stays alone at the bottom of a page (keepWithHeaderRows).
  const title: TableCell[][] = part.title
    ? [
        [
          { text: part.title, colSpan: part.columns.length, fontSize: 11, bold: true, margin: [-5, 4, 0, 2] },
          ...part.columns.slice(1).map((): TableCell => ({ text: '' })),
        ],
      ]
    : [];
  return [
    {
      table: {
        headerRows: title.length + 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: part.columns.map(columnWidth),
        body: [...title, head, ...rows],
      },
      layout: ROWS_LAYOUT,
      margin: [0, 0, 0, part.totals?.length ? 4 : 14],
    },
    ...totals(part.totals ?? [], colours, [0, 0, 0, 14]),
  ];
}

function definition(doc: PdfDocument, logo: string | null) {
  const colours = brandPalette(doc.company.colour);
  const labels = LABELS[doc.language];
  return {
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 16],
    info: {
      title: `${doc.title} ${doc.number}`,
      author: doc.company.name,
      creator: 'Floor Pro',
      producer: 'Floor Pro',
      creationDate: doc.date ?? new Date(),
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: TEXT, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: doc.footer ?? '', width: '*' },
        { text: labels.page(page, pages), width: 'auto', alignment: 'right' },
      ],
      columnGap: 14,
      fontSize: 8,
      color: MUTED,
      margin: [MARGIN, 16, MARGIN, 0],
    }),
    content: [
      ...header(doc, colours, logo),
      ...parties(doc),
      ...doc.sections.flatMap((part) => section(part, colours)),
      ...totals(doc.totals, colours, [0, 0, 0, 18]),
      ...doc.blocks.map((block): Content => ({
        // A short block moves whole to the next page rather than leave its title behind.
        unbreakable: block.text.length <= 800 && block.text.split('\n').length <= 12,
        stack: [
          { text: block.title, bold: true, fontSize: 10, margin: [0, 0, 0, 3] },
          { ...wrapped(block.text), color: '#374151' },
        ],
        margin: [0, 0, 0, 12],
      })),
      ...(doc.signature ? signatureBlock(doc.signature) : []),
      ...(doc.certificate ? certificatePage(doc.certificate, colours) : []),
    ],
  };
}

/** The signature never runs over a page break: image, rule and name stay together. */
function signatureBlock(signature: NonNullable<PdfDocument['signature']>): Content[] {
  return [
    {
      unbreakable: true,
      stack: [
        { text: signature.title, bold: true, fontSize: 10, margin: [0, 6, 0, 4] },
        { image: `data:image/png;base64,${signature.image.toString('base64')}`, fit: [220, 80] },
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.75, lineColor: RULE }] },
        ...signature.lines.map((line): Content => ({ ...wrapped(line), margin: [0, 3, 0, 0] })),
      ],
      margin: [0, 0, 0, 12],
    },
  ];
}

/** On a page of its own; long values (hashes, a user agent) break anywhere rather than overflow. */
function certificatePage(certificate: NonNullable<PdfDocument['certificate']>, colours: Palette): Content[] {
  return [
    {
      text: certificate.title,
      fontSize: 16,
      bold: true,
      color: colours.brandText,
      pageBreak: 'before',
      margin: [0, 0, 0, 8],
    },
    { ...wrapped(certificate.intro), color: '#374151', margin: [0, 0, 0, 12] },
    {
      layout: ROWS_LAYOUT,
      table: {
        widths: ['auto', '*'],
        body: certificate.rows.map((row, r): TableCell[] => [
          { text: row.label, color: MUTED, ...(r % 2 ? { fillColor: '#f3f4f6' } : {}) },
          { ...wrapped(row.value), ...(r % 2 ? { fillColor: '#f3f4f6' } : {}) },
        ]),
      },
    },
  ];
}

/** The document as a Letter-size PDF. A logo pdfmake cannot read is left out, not an error. */
async function drawPdf(doc: PdfDocument): Promise<Buffer> {
  configure();
  const logo = logoDataUrl(doc.company.logo);
  try {
    return await pdfmake.createPdf(definition(doc, logo)).getBuffer();
  } catch (err) {
    // Bytes that start like a PNG or JPEG but do not decode: the document without them.
    if (!logo) throw err;
    return await pdfmake.createPdf(definition(doc, null)).getBuffer();
  }
}

// A thread's message turns each Buffer into a plain Uint8Array: Buffers again, for their methods.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The worker's task: a document in, its PDF's bytes out. */
export default function draw(doc: PdfDocument): Promise<Buffer> {
  return drawPdf({
    ...doc,
    company: { ...doc.company, logo: doc.company.logo && asBuffer(doc.company.logo) },
    ...(doc.signature && { signature: { ...doc.signature, image: asBuffer(doc.signature.image) } }),
  });
}
