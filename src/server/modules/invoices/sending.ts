import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import type { RecordPaymentInput, SendInvoiceInput, VoidInvoiceInput } from '../../../shared/invoice-inputs.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import { INVOICE_LIMITS, INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { invoices, payments } from '../../db/schema/invoices.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { letterhead } from '../companies/service.ts';
import { createDocumentLink, deriveDocumentLinks, revokeDocumentLinks } from '../document-links/service.ts';
import { callerLanguage, languageByEmail, memberLanguage } from '../members/service.ts';
import { invoiceDocument, invoiceTexts } from './document.ts';
import { findInvoice, logInvoiceEvent, presentedInvoice, recordPayment } from './service.ts';

/** The invoice as a PDF in the caller's language: what the client receives. */
export async function invoicePdf(t: TenantDb, id: string): Promise<{ filename: string; bytes: Buffer }> {
  const { invoice, company, language } = await t.run(async (tx) => ({
    invoice: await presentedInvoice(tx, t, await findInvoice(tx, t, id)),
    company: await letterhead(tx, t),
    language: await callerLanguage(tx, t),
  }));
  // Drawn outside the transaction: the embedded database has one connection, and drawing takes a while.
  const bytes = await renderPdf(invoiceDocument(invoice, company, language));
  return { filename: `${invoice.displayNumber}.pdf`, bytes };
}

const MAIL = {
  en: {
    subject: (number: string, company: string) => `Invoice ${number} from ${company}`,
    body: (title: string, due: string, date: string) =>
      `Please find attached our invoice for ${title}: ${due} due by ${date}.`,
    pay: 'View and pay your invoice',
    linkNote: (days: number) => `This private link works for ${days} days.`,
    questions: 'Reply to this e-mail with any question.',
    receiptSubject: (number: string, company: string) => `Payment received for invoice ${number} — ${company}`,
    refundSubject: (number: string, company: string) => `Refund for invoice ${number} — ${company}`,
    receipt: (amount: string, number: string, day: string, method: string) =>
      `We received your payment of ${amount} for invoice ${number} on ${day} (${method}). Thank you!`,
    refund: (amount: string, number: string, day: string, method: string) =>
      `We refunded ${amount} on invoice ${number} on ${day} (${method}).`,
    balance: (amount: string) => `Balance due: ${amount}.`,
    paidInFull: 'The invoice is paid in full.',
  },
  pt: {
    subject: (number: string, company: string) => `Fatura ${number} de ${company}`,
    body: (title: string, due: string, date: string) =>
      `Segue em anexo nossa fatura para ${title}: ${due} com vencimento em ${date}.`,
    pay: 'Ver e pagar a fatura',
    linkNote: (days: number) => `Este link privado funciona por ${days} dias.`,
    questions: 'Responda a este e-mail se tiver qualquer dúvida.',
    receiptSubject: (number: string, company: string) => `Pagamento recebido da fatura ${number} — ${company}`,
    refundSubject: (number: string, company: string) => `Reembolso da fatura ${number} — ${company}`,
    receipt: (amount: string, number: string, day: string, method: string) =>
      `Recebemos seu pagamento de ${amount} da fatura ${number} em ${day} (${method}). Obrigado!`,
    refund: (amount: string, number: string, day: string, method: string) =>
      `Reembolsamos ${amount} da fatura ${number} em ${day} (${method}).`,
    balance: (amount: string) => `Saldo devedor: ${amount}.`,
    paidInFull: 'A fatura está totalmente paga.',
  },
} as const;

function mailHtml(
  language: Language,
  company: string,
  paragraphs: string[],
  link?: { url: string; label: string },
  footnote?: string,
) {
  return `<!doctype html>
<html lang="${language === 'pt' ? 'pt-BR' : 'en-US'}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <p><strong style="font-size:20px">${escapeHtml(company)}</strong></p>
  ${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n  ')}
  ${
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : ''
  }
  ${footnote ? `<p style="color:#6b7280;font-size:13px">${escapeHtml(footnote)}</p>` : ''}
</body>
</html>`;
}

/**
 * E-mails the invoice with its PDF and a private pay link (a new one each time, valid
 * INVOICE_LIMITS.linkDays) and marks it sent. The e-mail goes out between two transactions (the
 * outbox writes on its own connection), so a failed delivery changes nothing but an unused link;
 * sending again re-sends the same invoice with a fresh link.
 */
export async function sendInvoice(t: TenantDb, id: string, input: SendInvoiceInput): Promise<Invoice> {
  const { invoice, to, language, company, link } = await t.run(async (tx) => {
    const row = await findInvoice(tx, t, id);
    if (row.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.isVoid);
    // The PDF is the client's copy: drawn as they read the invoice.
    const invoice = await presentedInvoice(tx, t, row, 'client');
    if (!invoice.lines.length) throw invalidInput({ lines: INVOICE_MESSAGES.noLines });
    const to = input.to ?? row.clientEmail;
    if (!to) throw invalidInput({ to: INVOICE_MESSAGES.noClientEmail });
    return {
      invoice,
      to,
      language: await callerLanguage(tx, t),
      company: await letterhead(tx, t),
      link: await createDocumentLink(tx, t, 'invoice', id, INVOICE_LIMITS.linkDays),
    };
  });

  const bytes = await renderPdf(invoiceDocument(invoice, company, language));
  const m = MAIL[language] ?? MAIL.en;
  const body = m.body(
    invoice.title,
    formatCents(invoice.totals.balanceCents, language),
    formatDay(invoice.dueDate, language),
  );
  const paragraphs = [...(input.message ? [input.message] : []), body];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${m.pay}: ${link.url}`,
    m.linkNote(INVOICE_LIMITS.linkDays),
    '',
    m.questions,
    '',
    `— ${company.name}`,
  ].join('\n');
  await t.services.mailer.send({
    to,
    subject: headerText(m.subject(invoice.displayNumber, subjectName(company.name))),
    text,
    html: mailHtml(
      language,
      company.name,
      paragraphs,
      { url: link.url, label: m.pay },
      `${m.linkNote(INVOICE_LIMITS.linkDays)} ${m.questions}`,
    ),
    links: [link.url],
    attachments: [{ filename: `${invoice.displayNumber}.pdf`, contentType: 'application/pdf', content: bytes }],
  });

  return t.run(async (tx) => {
    const row = await findInvoice(tx, t, id, true);
    let saved = row;
    if (row.status === 'draft') {
      const [updated] = await tx
        .update(invoices)
        // Nothing to pay (a 100 % discount): paid as it is sent, never overdue (issue #38).
        .set(
          row.totalCents === 0
            ? { status: 'paid', sentAt: new Date(), paidAt: new Date() }
            : { status: 'sent', sentAt: new Date() },
        )
        .where(and(eq(invoices.companyId, t.ctx.companyId), eq(invoices.id, id)))
        .returning();
      saved = updated!;
    }
    // The estimate's page offers its deposit to pay (approvals): each open link to it gets one, made here.
    if (row.kind === 'deposit' && row.estimateId) {
      const estimate = { kind: 'estimate', documentId: row.estimateId } as const;
      await deriveDocumentLinks(tx, t, estimate, 'invoice', id, INVOICE_LIMITS.linkDays);
    }
    await logInvoiceEvent(tx, t, id, 'sent', { to, ...(row.status === 'draft' ? {} : { again: true }) });
    return presentedInvoice(tx, t, saved);
  });
}

/**
 * Voids a sent invoice that holds no money (refund first); a draft is deleted instead. Its links
 * stop working; the row, its number and its history stay.
 */
export function voidInvoice(t: TenantDb, id: string, input: VoidInvoiceInput): Promise<Invoice> {
  return t.run(async (tx) => {
    const row = await findInvoice(tx, t, id, true);
    if (row.status === 'draft') throw new AppError('CONFLICT', INVOICE_MESSAGES.draftNotVoidable);
    if (row.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.isVoid);
    if (row.paidCents !== 0) throw new AppError('CONFLICT', INVOICE_MESSAGES.voidWithPayments);
    const [saved] = await tx
      .update(invoices)
      .set({ status: 'void', voidedAt: new Date(), voidReason: input.reason ?? null })
      .where(and(eq(invoices.companyId, t.ctx.companyId), eq(invoices.id, id)))
      .returning();
    const revoked = await revokeDocumentLinks(tx, t, 'invoice', id);
    await logInvoiceEvent(tx, t, id, 'voided', { ...(input.reason ? { reason: input.reason } : {}), revoked });
    return presentedInvoice(tx, t, saved!);
  });
}

/** A member records a payment or a refund by hand; the client gets a receipt when they have an e-mail. */
export async function recordManualPayment(t: TenantDb, id: string, input: RecordPaymentInput): Promise<Invoice> {
  const { paymentId } = await t.run((tx) => recordPayment(tx, t, id, input));
  await sendPaymentReceipt(t, id, paymentId);
  return t.run(async (tx) => presentedInvoice(tx, t, await findInvoice(tx, t, id)));
}

/**
 * E-mails the client a receipt for a payment (or a refund) with the invoice's PDF as it now stands,
 * in the client's language. Call it outside any transaction; a failed delivery is logged, never
 * thrown (the payment is recorded either way).
 */
export async function sendPaymentReceipt(t: TenantDb, invoiceId: string, paymentId: string): Promise<void> {
  try {
    const found = await t.run(async (tx) => {
      const row = await findInvoice(tx, t, invoiceId);
      if (!row.clientEmail) return null;
      const [payment] = await tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.companyId, t.ctx.companyId), eq(payments.invoiceId, invoiceId), eq(payments.id, paymentId)),
        );
      if (!payment) return null;
      return {
        invoice: await presentedInvoice(tx, t, row, 'client'),
        payment,
        company: await letterhead(tx, t),
        clientLanguage: row.clientId ? await memberLanguage(tx, t, row.clientId) : null,
        to: row.clientEmail,
      };
    });
    if (!found) return;
    const { invoice, payment, company, to } = found;
    const language: Language = found.clientLanguage ?? (await languageByEmail(t.db, to)) ?? 'en';
    const m = MAIL[language] ?? MAIL.en;
    const amount = formatCents(payment.amountCents, language);
    const day = formatDay(payment.receivedOn, language);
    const method = invoiceTexts(language).methods[payment.method];
    const lines = [
      payment.kind === 'refund'
        ? m.refund(amount, invoice.displayNumber, day, method)
        : m.receipt(amount, invoice.displayNumber, day, method),
      invoice.totals.balanceCents > 0 ? m.balance(formatCents(invoice.totals.balanceCents, language)) : m.paidInFull,
    ];
    const bytes = await renderPdf(invoiceDocument(invoice, company, language));
    const subject = (payment.kind === 'refund' ? m.refundSubject : m.receiptSubject)(
      invoice.displayNumber,
      subjectName(company.name),
    );
    await t.services.mailer.send({
      to,
      subject: headerText(subject),
      text: [...lines, '', m.questions, '', `— ${company.name}`].join('\n'),
      html: mailHtml(language, company.name, [...lines, m.questions]),
      links: [],
      attachments: [{ filename: `${invoice.displayNumber}.pdf`, contentType: 'application/pdf', content: bytes }],
    });
  } catch (error) {
    t.services.log.error({ err: error, invoiceId, paymentId }, 'payment receipt not sent');
  }
}
