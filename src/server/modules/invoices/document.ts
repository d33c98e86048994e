import type { Language } from '../../../shared/accounts.ts';
import { formatCents, formatDay, formatDecimalText, formatDocumentPrice } from '../../../shared/format.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import { invoiceFigureRows } from '../../../shared/invoice-shares.ts';
import type { PaymentMethod } from '../../../shared/invoices.ts';
import type { PdfDocument, PdfSection, PdfTotal } from '../../platform/pdf/pdf.ts';
import { documentTexts } from '../../platform/pdf/texts.ts';
import type { CompanyLetterhead } from '../companies/service.ts';

// An invoice as the client reads it (the PDF attached to its e-mail, and behind its pay link), in
// one language: the lines, the totals, what was paid and what is due; a paid or void one says so.

const TEXTS = {
  en: {
    title: 'Invoice',
    issued: 'Issue date',
    due: 'Due date',
    dueOnReceipt: 'Due on receipt',
    status: 'Status',
    paid: 'PAID',
    void: 'VOID',
    billTo: 'Bill to',
    estimate: 'Estimate',
    paidLabel: 'Paid',
    balance: 'Balance due',
    payments: 'Payments',
    paymentColumns: { date: 'Date', kind: 'Payment', method: 'Method', reference: 'Reference', amount: 'Amount' },
    payment: 'Payment',
    refund: 'Refund',
    howToPay: 'How to pay',
    taxable: 'Taxable amount',
    acceptedTotal: 'Accepted total',
    less: (number: string, kind: string) => `Less ${number} (${kind})`,
    thisInvoice: 'This invoice',
    kinds: { standard: 'invoice', deposit: 'deposit', progress: 'progress', final: 'final' },
    voidNote: 'This invoice is void and nothing is due on it.',
    voidReason: (reason: string) => `Reason: ${reason}`,
    methods: {
      cash: 'Cash',
      check: 'Check',
      bank_transfer: 'Zelle / bank transfer',
      card: 'Card',
      other: 'Other',
      online: 'Online (card)',
    } satisfies Record<PaymentMethod, string>,
  },
  pt: {
    title: 'Fatura',
    issued: 'Emissão',
    due: 'Vencimento',
    dueOnReceipt: 'No recebimento',
    status: 'Situação',
    paid: 'PAGA',
    void: 'CANCELADA',
    billTo: 'Cobrar de',
    estimate: 'Orçamento',
    paidLabel: 'Pago',
    balance: 'Saldo devedor',
    payments: 'Pagamentos',
    paymentColumns: { date: 'Data', kind: 'Lançamento', method: 'Forma', reference: 'Referência', amount: 'Valor' },
    payment: 'Pagamento',
    refund: 'Reembolso',
    howToPay: 'Como pagar',
    taxable: 'Valor tributável',
    acceptedTotal: 'Total aceito',
    less: (number: string, kind: string) => `Menos ${number} (${kind})`,
    thisInvoice: 'Esta fatura',
    kinds: { standard: 'fatura', deposit: 'sinal', progress: 'parcial', final: 'final' },
    voidNote: 'Esta fatura foi cancelada e nada é devido.',
    voidReason: (reason: string) => `Motivo: ${reason}`,
    methods: {
      cash: 'Dinheiro',
      check: 'Cheque',
      bank_transfer: 'Zelle / transferência',
      card: 'Cartão',
      other: 'Outro',
      online: 'Online (cartão)',
    } satisfies Record<PaymentMethod, string>,
  },
} as const;

export const invoiceTexts = (language: Language) => TEXTS[language] ?? TEXTS.en;

/** The invoice as a document: its lines, totals, payments and refunds, and a paid or void mark. */
export function invoiceDocument(
  invoice: Omit<Invoice, 'editable' | 'payments'> & {
    payments: Pick<Invoice['payments'][number], 'kind' | 'method' | 'amountCents' | 'receivedOn' | 'reference'>[];
  },
  company: CompanyLetterhead,
  language: Language,
): PdfDocument {
  const t = invoiceTexts(language);
  const e = documentTexts(language);
  const money = (cents: number) => formatCents(cents, language);
  const { totals } = invoice;
  const mark = invoice.status === 'paid' ? t.paid : invoice.status === 'void' ? t.void : null;
  const strongTotal = invoice.payments.length === 0;
  const lineTotals: PdfTotal[] = invoiceFigureRows(invoice).map((row) => {
    const value = row.cents < 0 ? `− ${money(-row.cents)}` : money(row.cents);
    switch (row.key) {
      case 'credit':
        return { label: t.less(row.credit.displayNumber, t.kinds[row.credit.kind]), value };
      case 'tax':
        return { label: e.tax(formatDecimalText(invoice.taxRate, language)), value };
      case 'total':
        return { label: e.total, value, strong: strongTotal };
      case 'thisInvoice':
        return { label: t.thisInvoice, value, strong: strongTotal };
      case 'taxable':
      case 'acceptedTotal':
        return { label: t[row.key], value };
      default:
        return { label: e[row.key], value };
    }
  });
  const paymentsSection: PdfSection[] = invoice.payments.length
    ? [
        {
          title: t.payments,
          columns: [
            { label: t.paymentColumns.date, width: 'fit' },
            { label: t.paymentColumns.kind, width: 'fit' },
            { label: t.paymentColumns.method, width: 'fill' },
            { label: t.paymentColumns.reference, width: 'fit' },
            { label: t.paymentColumns.amount, align: 'right', width: 'fit' },
          ],
          rows: invoice.payments.map((p) => ({
            cells: [
              formatDay(p.receivedOn, language),
              p.kind === 'refund' ? t.refund : t.payment,
              t.methods[p.method],
              p.reference ?? '',
              p.kind === 'refund' ? `− ${money(p.amountCents)}` : money(p.amountCents),
            ],
          })),
          totals: [
            { label: t.paidLabel, value: money(totals.paidCents) },
            { label: t.balance, value: money(invoice.status === 'void' ? 0 : totals.balanceCents), strong: true },
          ],
        },
      ]
    : [];
  return {
    language,
    company,
    title: t.title,
    number: invoice.displayNumber,
    facts: [
      { label: t.issued, value: formatDay(invoice.issueDate, language) },
      {
        label: t.due,
        value: invoice.dueTerms === 'on_receipt' ? t.dueOnReceipt : formatDay(invoice.dueDate, language),
      },
      ...(invoice.estimateNumber ? [{ label: t.estimate, value: invoice.estimateNumber }] : []),
      ...(mark ? [{ label: t.status, value: mark }] : []),
    ],
    parties: [
      {
        label: t.billTo,
        lines: [invoice.clientName, invoice.billingAddress, invoice.clientEmail, invoice.clientPhone].filter(
          (v): v is string => !!v,
        ),
      },
    ].filter((p) => p.lines.length > 0),
    sections: [
      {
        title: invoice.title,
        columns: [
          { label: e.columns.description },
          { label: e.columns.quantity, align: 'right' },
          { label: e.columns.unit },
          { label: e.columns.price, align: 'right' },
          { label: e.columns.amount, align: 'right' },
        ],
        rows: invoice.lines.map((line) => ({
          cells: [
            line.description,
            formatDecimalText(line.quantity, language),
            e.units[line.unit] ?? line.unit,
            formatDocumentPrice(line.unitPrice, line.unit, language),
            money(line.amountCents),
          ],
        })),
        totals: lineTotals,
      },
      ...paymentsSection,
    ],
    totals: [],
    blocks: [
      ...(invoice.status === 'void'
        ? [
            {
              title: t.void,
              text: [t.voidNote, ...(invoice.voidReason ? [t.voidReason(invoice.voidReason)] : [])].join('\n'),
            },
          ]
        : []),
      ...(company.paymentInstructions && invoice.status !== 'void' && totals.balanceCents > 0
        ? [{ title: t.howToPay, text: company.paymentInstructions }]
        : []),
      ...(invoice.notes ? [{ title: e.notes, text: invoice.notes }] : []),
      ...(invoice.terms ? [{ title: e.terms, text: invoice.terms }] : []),
    ],
    footer: `${company.name} · ${invoice.displayNumber}`,
    date: new Date(`${invoice.issueDate}T12:00:00Z`),
  };
}
