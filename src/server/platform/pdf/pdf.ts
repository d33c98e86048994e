import type { Language } from '../../../shared/accounts.ts';
import { containedPool } from '../contained.ts';

// A branded business document (estimate, invoice, material order) as a PDF (ADR 0025). The caller
// translates its labels and formats every value (money, dates, quantities): draw.ts only lays them
// out, on a contained worker thread (ADR 0037). Nothing here may be imported by the web bundle.

/** Fits on one line or wraps inside its column. */
export interface PdfColumn {
  label: string;
  /** Numbers are right-aligned; the default is left. */
  align?: 'left' | 'right';
  /**
   * 'fill' shares the width left over (a description), 'fit' is as wide as its widest cell (a
   * quantity, an amount), a number is points (1/72 in). Default: the first column fills, the others fit.
   */
  width?: 'fill' | 'fit' | number;
}

export interface PdfRow {
  /** One per column, pre-formatted. */
  cells: string[];
  /** A smaller second line under the first cell (a product's colour, a room's note). */
  detail?: string;
}

export interface PdfTotal {
  label: string;
  value: string;
  /** The amount that matters (the grand total): bold, larger, ruled in the brand colour. */
  strong?: boolean;
}

/** A table: its header row repeats on every page it runs over. */
export interface PdfSection {
  title?: string;
  columns: PdfColumn[];
  rows: PdfRow[];
  /** Right-aligned under the table (a room's subtotal). */
  totals?: PdfTotal[];
}

export interface PdfDocument {
  /** The renderer's own words (page x of y). */
  language: Language;
  company: {
    name: string;
    /** PNG or JPEG; anything else is left out rather than failing the document. */
    logo: Buffer | null;
    /** '#RRGGBB'; anything else falls back to a neutral slate. */
    colour: string;
    /** Address, phone, e-mail: one per line. */
    lines: string[];
  };
  /** 'Estimate' / 'Orçamento': translated by the caller. */
  title: string;
  /** 'EST-0001'. */
  number: string;
  /** Issued, valid until, revision… beside the title. */
  facts: { label: string; value: string }[];
  /** Bill to, job site, supplier… side by side. */
  parties: { label: string; lines: string[] }[];
  sections: PdfSection[];
  /** The document's totals, right-aligned after the last section. */
  totals: PdfTotal[];
  /** Notes, terms: the text keeps its line breaks. */
  blocks: { title: string; text: string }[];
  /** A line at the bottom of every page, left of the page number. */
  footer?: string;
  /** A signed document's signature, after the blocks: the drawn image (PNG) over lines naming the signer. */
  signature?: { title: string; image: Buffer; lines: string[] };
  /** A last page of its own (an acceptance's certificate): a title, a paragraph, and label and value rows. */
  certificate?: { title: string; intro: string; rows: { label: string; value: string }[] };
  /**
   * The document's own date, written as the PDF's creation date (which also seeds its file id), so
   * the same document always gives the same bytes (hashable, cacheable). Default: now.
   */
  date?: Date;
}

/**
 * Drawing runs where a thrown error or a runaway document cannot reach the server: two workers (one
 * drawing never waits behind another's long report), 20 s and 512 MB each.
 */
const drawing = containedPool<PdfDocument, Uint8Array>({
  name: 'pdf',
  entry: new URL('./draw.ts', import.meta.url),
  size: 2,
  timeoutMs: 20_000,
  maxMemoryMb: 512,
  maxQueue: 100,
});

/** The document as a Letter-size PDF; a ContainedError when it cannot be drawn in time and memory. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const bytes = await drawing.run(doc);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
