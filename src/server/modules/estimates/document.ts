import type { Language } from '../../../shared/accounts.ts';
import type { Estimate, EstimateTotals } from '../../../shared/estimate-responses.ts';
import { formatCents, formatDay, formatDecimalText, formatDocumentPrice } from '../../../shared/format.ts';
import type { PdfDocument, PdfTotal } from '../../platform/pdf/pdf.ts';
import { documentTexts } from '../../platform/pdf/texts.ts';
import type { CompanyLetterhead } from '../companies/service.ts';

// An estimate as the client reads it (the PDF and the e-mail), in one language: what is quoted and
// what it comes to, never what it costs the contractor.

const TEXTS = {
  en: {
    title: 'Estimate',
    validUntil: 'Valid until',
    revision: 'Revision',
    billTo: 'Prepared for',
    site: 'Job site',
    optional: 'Optional',
    covers: (sqFt: string) => `${sqFt} sq ft`,
    deposit: 'Deposit required',
    withOptional: 'Total with optional items',
  },
  pt: {
    title: 'Orçamento',
    validUntil: 'Válido até',
    revision: 'Revisão',
    billTo: 'Preparado para',
    site: 'Local da obra',
    optional: 'Opcional',
    covers: (sqFt: string) => `${sqFt} pés²`,
    deposit: 'Sinal exigido',
    withOptional: 'Total com itens opcionais',
  },
} as const;

const estimateTexts = (language: Language) => ({ ...documentTexts(language), ...(TEXTS[language] ?? TEXTS.en) });

function totalsRows(totals: EstimateTotals, estimate: Estimate, language: Language): PdfTotal[] {
  const t = estimateTexts(language);
  const money = (cents: number) => formatCents(cents, language);
  return [
    { label: t.subtotal, value: money(totals.subtotalCents) },
    ...(totals.discountCents ? [{ label: t.discount, value: `− ${money(totals.discountCents)}` }] : []),
    ...(totals.taxCents
      ? [{ label: t.tax(formatDecimalText(estimate.taxRate, language)), value: money(totals.taxCents) }]
      : []),
    { label: t.total, value: money(totals.totalCents), strong: true },
    ...(totals.depositCents ? [{ label: t.deposit, value: money(totals.depositCents) }] : []),
  ];
}

/** The PDF's content: one table per option, its totals under it; the estimate's notes and terms. */
export function estimateDocument(
  estimate: Estimate,
  company: CompanyLetterhead,
  language: Language,
  issuedOn: string,
): PdfDocument {
  const t = estimateTexts(language);
  const money = (cents: number) => formatCents(cents, language);
  const single = estimate.options.length === 1;
  const sections = estimate.options.map((option) => {
    const hasOptional = option.lines.some((l) => l.optional);
    return {
      title: single ? undefined : option.name,
      columns: [
        { label: t.columns.description },
        { label: t.columns.quantity, align: 'right' as const },
        { label: t.columns.unit },
        { label: t.columns.price, align: 'right' as const },
        { label: t.columns.amount, align: 'right' as const },
      ],
      rows: option.lines.map((line) => ({
        cells: [
          line.optional ? `${line.description} (${t.optional})` : line.description,
          formatDecimalText(line.quantity, language),
          t.units[line.unit] ?? line.unit,
          formatDocumentPrice(line.unitPrice, line.unit, language),
          money(line.amountCents),
        ],
        detail: line.coveredSqFt ? t.covers(formatDecimalText(line.coveredSqFt, language)) : undefined,
      })),
      totals: single
        ? undefined
        : [
            ...totalsRows(option.totals, estimate, language),
            ...(hasOptional ? [{ label: t.withOptional, value: money(option.totalsWithOptional.totalCents) }] : []),
          ],
    };
  });
  const only = estimate.options[0];
  const onlyHasOptional = only?.lines.some((l) => l.optional);
  return {
    language,
    company,
    title: t.title,
    number: estimate.displayNumber,
    facts: [
      { label: t.issued, value: formatDay(issuedOn, language) },
      { label: t.validUntil, value: formatDay(estimate.validUntil, language) },
      ...(estimate.revision > 1 ? [{ label: t.revision, value: String(estimate.revision) }] : []),
    ],
    parties: [
      {
        label: t.billTo,
        lines: [estimate.clientName, estimate.clientEmail, estimate.clientPhone].filter((v): v is string => !!v),
      },
      ...(estimate.siteAddress ? [{ label: t.site, lines: [estimate.siteAddress] }] : []),
    ].filter((p) => p.lines.length > 0),
    sections,
    totals:
      single && only
        ? [
            ...totalsRows(only.totals, estimate, language),
            ...(onlyHasOptional ? [{ label: t.withOptional, value: money(only.totalsWithOptional.totalCents) }] : []),
          ]
        : [],
    blocks: [
      ...(estimate.notes ? [{ title: t.notes, text: estimate.notes }] : []),
      ...(estimate.terms ? [{ title: t.terms, text: estimate.terms }] : []),
    ],
    footer: `${company.name} · ${estimate.displayNumber}`,
    date: new Date(`${issuedOn}T12:00:00Z`),
  };
}
