import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import type { PublicInvoice } from '../../../shared/invoice-responses.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { TenantDb, type Services, type Tx } from '../../db/tenant.ts';
import { AppError } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { letterhead } from '../companies/service.ts';
import { countDocumentLinkOpen, openDocumentLink, type OpenedLink } from '../document-links/service.ts';
import { documentCompanyCard } from '../share-links/service.ts';
import { invoiceDocument } from './document.ts';
import { logInvoiceEvent, presentedInvoice, type InvoiceRow } from './service.ts';

// The client's side of an invoice, through the private link its e-mail carries (/invoice/{token}):
// no account, the token alone (256 bits, stored hashed, expiring, revoked when the invoice is void).

const invalid = () => new AppError('NOT_FOUND', INVOICE_MESSAGES.invalidLink);

/**
 * The invoice a token opens, before its company is known: unknown, malformed or revoked → 404,
 * expired → 410, with the invoice's texts. The payments module's checkout starts here too.
 */
export async function openInvoiceLink(
  db: Database,
  token: string,
): Promise<{ companyId: string; invoiceId: string; link: OpenedLink }> {
  const link = await openDocumentLink(db, 'invoice', token, {
    invalid: INVOICE_MESSAGES.invalidLink,
    expired: INVOICE_MESSAGES.expiredLink,
  });
  return { companyId: link.companyId, invoiceId: link.documentId, link };
}

/** A handle for the link's company, with the request's services (storage for the logo, config). */
const linkTenant = (services: Services, companyId: string) =>
  TenantDb.forRequest(services, { userId: '', companyId, role: 'admin', isOwner: false });

async function linkedInvoice(tx: Tx, companyId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
  // A link is made on sending; a void invoice's links are revoked. Neither should be seen here.
  if (!row || row.status === 'draft' || row.status === 'void') throw invalid();
  return row;
}

/**
 * What the holder of a valid link sees: the company's card with its payment instructions, the invoice
 * as its client reads it (without who recorded the payments or their notes), whether it can be paid online. Each load is
 * counted; the first marks the invoice viewed, once, with its time and an event.
 */
export async function publicInvoice(services: Services, token: string): Promise<PublicInvoice> {
  const { companyId, invoiceId, link } = await openInvoiceLink(services.db, token);
  const t = linkTenant(services, companyId);
  return t.run(async (tx) => {
    if (!(await countDocumentLinkOpen(tx, link))) throw invalid();
    let row = await linkedInvoice(tx, companyId, invoiceId);
    const [viewed] = await tx
      .update(invoices)
      .set({
        viewedAt: new Date(),
        status: sql`case when ${invoices.status} = 'sent' then 'viewed' else ${invoices.status} end`,
      })
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId), isNull(invoices.viewedAt)))
      .returning();
    if (viewed) {
      row = viewed;
      await logInvoiceEvent(tx, t, invoiceId, 'viewed', {});
    }
    const { editable: _editable, ...invoice } = await presentedInvoice(tx, t, row, 'client');
    return {
      company: await documentCompanyCard(tx, companyId),
      invoice,
      onlinePayment: Boolean(services.config.stripe),
      pdfUrl: `/api/v1/invoice-links/${token}/pdf`,
    };
  });
}

/** The invoice's PDF behind a valid link, in the language asked for (the page's). */
export async function publicInvoicePdf(
  services: Services,
  token: string,
  language: Language,
): Promise<{ filename: string; bytes: Buffer }> {
  const { companyId, invoiceId } = await openInvoiceLink(services.db, token);
  const t = linkTenant(services, companyId);
  const { invoice, company } = await t.run(async (tx) => {
    const row = await linkedInvoice(tx, companyId, invoiceId);
    return { invoice: await presentedInvoice(tx, t, row, 'client'), company: await letterhead(tx, t) };
  });
  const bytes = await renderPdf(invoiceDocument(invoice, company, language));
  return { filename: `${invoice.displayNumber}.pdf`, bytes };
}
