import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import type { AcceptEstimateInput, DeclineEstimateInput } from '../../../shared/approval-inputs.ts';
import type {
  Acceptance,
  AcceptanceRecord,
  ClientDocuments,
  DocumentLink,
  PublicEstimate,
} from '../../../shared/approval-responses.ts';
import { APPROVAL_LIMITS, APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { effectiveStatus, ESTIMATE_MESSAGES, estimateNumber } from '../../../shared/estimates.ts';
import { effectiveInvoiceStatus, INVOICE_LIMITS, INVOICE_MESSAGES, invoiceNumber } from '../../../shared/invoices.ts';
import { can } from '../../../shared/permissions.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { estimateAcceptances } from '../../db/schema/approvals.ts';
import { user } from '../../db/schema/auth.ts';
import { estimates } from '../../db/schema/estimates.ts';
import { TenantDb, type Services, type Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { keyedQueue } from '../../platform/keyed-queue.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { withinRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { letterhead, type CompanyLetterhead } from '../companies/service.ts';
import {
  countDocumentLinkOpen,
  createDocumentLink,
  deriveDocumentLinks,
  derivedDocumentLink,
  openDocumentLink,
  ownDocumentLink,
  revokeDocumentLinks,
  type MintedLink,
  type OpenedLink,
} from '../document-links/service.ts';
import { estimatePdf } from '../estimates/sending.ts';
import { clientOwnEstimates, findEstimate, type AcceptedChoice, type EstimateRow } from '../estimates/scope.ts';
import { markAccepted, markDeclined, markViewed, presentedEstimate } from '../estimates/service.ts';
import { createInvoiceFromEstimate } from '../invoices/service.ts';
import { sendInvoice } from '../invoices/sending.ts';
import { clientInvoice, clientInvoices, sentDeposit } from '../invoices/scope.ts';
import { convertLeadInTx, recordAcceptedEstimate } from '../jobs/service.ts';
import { companyToday } from '../jobs/scope.ts';
import { findLead, setLeadStatus } from '../leads/service.ts';
import { memberLanguage } from '../members/service.ts';
import { notifyManagers } from '../notifications/service.ts';
import { companyCard, documentCompanyCard } from '../share-links/service.ts';
import { acceptanceSnapshot, acceptedEstimate, acceptedPart, type Accepted } from './acceptance.ts';
import { canonicalJson, sha256Hex } from './canonical.ts';
import { clientAcceptedMail, ownerAcceptedMail, signedEstimateDocument } from './document.ts';
import { normalisedSignature } from './signature.ts';

// A client's answer to an estimate (issue #17, ADR 0030): through a private link without an account
// (/estimate/{token}), or from the client portal, which mints such a link for the signed-in client.
// An acceptance is recorded once, with a snapshot of exactly what was accepted and its SHA-256, the
// signed PDF's SHA-256, and never changes (a trigger refuses updates).

const LINK_MESSAGES = { invalid: APPROVAL_MESSAGES.invalidLink, expired: APPROVAL_MESSAGES.expiredLink };

/** Accepting and declining, per link: a person answers once; a few retries (a typo in the name) fit. */
export const ANSWER_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 10 * 60 };

/** Where and how the answer was given, from the request. */
export interface AnswerContext {
  ip: string | null;
  userAgent: string | null;
  /** The page's language: the signed PDF's and the client's e-mail's. */
  language: Language;
}

type AcceptanceRow = typeof estimateAcceptances.$inferSelect;

/**
 * The two handles a link's request works with, for the link's company and no user: `t` writes as the
 * company (the tenant scope still applies), `viewer` reads as a client does, so that
 * presentedEstimate leaves out every cost and margin (only those who may write estimates see them).
 */
function linkHandles(services: Services, companyId: string) {
  return {
    t: TenantDb.forRequest(services, { userId: '', companyId, role: 'admin', isOwner: false }),
    viewer: TenantDb.forRequest(services, { userId: '', companyId, role: 'client', isOwner: false }),
  };
}

/** The link's estimate; a draft (or a deleted one) is as unknown as a bad token. */
async function linkedEstimate(tx: Tx, t: TenantDb, link: OpenedLink, forUpdate = false): Promise<EstimateRow> {
  const row = await findEstimate(tx, t, link.documentId, forUpdate).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(APPROVAL_MESSAGES.invalidLink);
    throw error;
  });
  if (row.status === 'draft') throw notFound(APPROVAL_MESSAGES.invalidLink);
  if (row.supersededById) throw new AppError('CONFLICT', APPROVAL_MESSAGES.superseded);
  return row;
}

/** Only a sent (or viewed) estimate within its validity is answered, and only once. */
function requireAnswerable(row: EstimateRow, today: string) {
  if (row.supersededById) throw new AppError('CONFLICT', APPROVAL_MESSAGES.superseded);
  if (row.status === 'accepted' || row.status === 'declined') {
    throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyAnswered);
  }
  const status = effectiveStatus(row.status, row.validUntil, today);
  if (status === 'expired') throw new AppError('CONFLICT', APPROVAL_MESSAGES.expired);
  if (status !== 'sent' && status !== 'viewed') throw notFound(APPROVAL_MESSAGES.invalidLink);
}

function acceptanceView(row: AcceptanceRow): Acceptance {
  return {
    id: row.id,
    signerName: row.signerName,
    acceptedAt: row.acceptedAt.toISOString(),
    optionId: row.optionId,
    optionalLineIds: row.optionalLineIds,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    snapshotSha256: row.snapshotSha256,
    pdfSha256: row.pdfSha256,
  };
}

async function acceptanceOf(tx: Tx, t: TenantDb, estimateId: string): Promise<AcceptanceRow | null> {
  const [row] = await tx
    .select()
    .from(estimateAcceptances)
    .where(and(eq(estimateAcceptances.companyId, t.ctx.companyId), eq(estimateAcceptances.estimateId, estimateId)));
  return row ?? null;
}

/** The option and optional items of the estimate's acceptance: what invoices bill (app.ts passes it to them). */
export async function acceptedChoice(tx: Tx, t: TenantDb, estimateId: string): Promise<AcceptedChoice | null> {
  const [row] = await tx
    .select({ optionId: estimateAcceptances.optionId, optionalLineIds: estimateAcceptances.optionalLineIds })
    .from(estimateAcceptances)
    .where(and(eq(estimateAcceptances.companyId, t.ctx.companyId), eq(estimateAcceptances.estimateId, estimateId)));
  return row ?? null;
}

/**
 * What the client's page shows: the estimate without costs, its acceptance, and its deposit invoice
 * to pay through the pay link derived from the page's own link (made when the deposit was sent, or
 * with the link): a load only reads it, and it ends with the page's link.
 */
async function publicView(
  tx: Tx,
  t: TenantDb,
  viewer: TenantDb,
  row: EstimateRow,
  token: string,
  linkExpiresAt: Date,
): Promise<PublicEstimate> {
  const e = await presentedEstimate(tx, viewer, row);
  const company = await documentCompanyCard(tx, t.ctx.companyId);
  const acceptance = await acceptanceOf(tx, t, row.id);
  const deposit = await sentDeposit(tx, t, row.id);
  const payLink = deposit ? await derivedDocumentLink(tx, t, token, 'invoice', deposit.id) : null;
  return {
    company,
    estimate: {
      id: e.id,
      displayNumber: e.displayNumber,
      title: e.title,
      status: e.status,
      clientName: e.clientName,
      siteAddress: e.siteAddress,
      validUntil: e.validUntil,
      notes: e.notes,
      terms: e.terms,
      discount: e.discount,
      taxRate: e.taxRate,
      taxAppliesTo: e.taxAppliesTo,
      deposit: e.deposit,
      options: e.options,
      selectedOptionId: e.selectedOptionId,
      answeredAt: e.answeredAt,
      declineReason: e.declineReason,
    },
    acceptance: acceptance ? acceptanceView(acceptance) : null,
    depositInvoice:
      deposit && payLink
        ? {
            displayNumber: invoiceNumber(deposit.number),
            totalCents: deposit.totalCents,
            balanceCents: deposit.totalCents - deposit.paidCents,
            url: payLink.url,
          }
        : null,
    // Without Stripe the page shows how to pay the company, never a Pay button that cannot work.
    onlinePayment: Boolean(t.services.config.stripe),
    pdfUrl: `/api/v1/estimate-links/${token}/pdf`,
    linkExpiresAt: linkExpiresAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The client's link

/** GET /estimate-links/{token}: counts the load; the first one marks a sent estimate viewed. */
export async function openEstimateLink(services: Services, token: string): Promise<PublicEstimate> {
  const link = await openDocumentLink(services.db, 'estimate', token, LINK_MESSAGES);
  const { t, viewer } = linkHandles(services, link.companyId);
  return t.run(async (tx) => {
    // Revoked or expired between the lookup and now.
    if (!(await countDocumentLinkOpen(tx, link))) throw notFound(APPROVAL_MESSAGES.invalidLink);
    let row = await linkedEstimate(tx, t, link, true);
    if (row.status === 'sent') row = await markViewed(tx, t, row);
    return publicView(tx, t, viewer, row, token, link.expiresAt);
  });
}

/** The link's PDF: the signed one once accepted, else the estimate as sent, in the page's language. */
export async function estimateLinkPdf(
  services: Services,
  token: string,
  language: Language,
): Promise<{ filename: string; bytes: Buffer }> {
  const link = await openDocumentLink(services.db, 'estimate', token, LINK_MESSAGES);
  const { t } = linkHandles(services, link.companyId);
  const { row, acceptance } = await t.run(async (tx) => {
    const row = await linkedEstimate(tx, t, link);
    return { row, acceptance: await acceptanceOf(tx, t, row.id) };
  });
  if (!acceptance) return estimatePdf(t, row.id, language);
  return { filename: signedName(row), bytes: await storedFile(services, acceptance.pdfKey) };
}

const signedName = (row: EstimateRow) => `${estimateNumber(row.number, row.revision)}-signed.pdf`;

async function storedFile(services: Services, key: string): Promise<Buffer> {
  const file = await services.storage.get(key);
  if (!file) throw notFound();
  return Buffer.from(file.data);
}

async function answerLimit(services: Services, link: OpenedLink) {
  if (!(await withinRateLimit(services.db, `estimate-answer|${link.id}`, ANSWER_RATE_LIMIT))) {
    throw new AppError('RATE_LIMITED');
  }
}

const ACCEPTED_TEXT: Record<Language, (name: string, number: string) => string> = {
  en: (name, number) => `${name} accepted estimate ${number}`,
  pt: (name, number) => `${name} aceitou o orçamento ${number}`,
};
const DECLINED_TEXT: Record<Language, (name: string, number: string) => string> = {
  en: (name, number) => `${name} declined estimate ${number}`,
  pt: (name, number) => `${name} recusou o orçamento ${number}`,
};

/**
 * Step 1 of an acceptance: the estimate as the client saw it, while it still waits for an answer,
 * with the company's card (for the snapshot) and letterhead (for the PDF).
 */
function answerableEstimate(t: TenantDb, viewer: TenantDb, link: OpenedLink) {
  return t.run(async (tx) => {
    const row = await linkedEstimate(tx, t, link);
    requireAnswerable(row, await companyToday(tx, t));
    return {
      row,
      estimate: await presentedEstimate(tx, viewer, row),
      card: await companyCard(tx, t.ctx.companyId),
      company: await letterhead(tx, t),
    };
  });
}

/** The signed PDF: the estimate limited to what was accepted, the signature, the certificate page. */
function signedPdf(
  a: Accepted,
  company: CompanyLetterhead,
  signed: { signerName: string; acceptedAt: Date; signature: Buffer; signatureSha256: string; snapshotSha256: string },
  context: AnswerContext,
) {
  // The signature was drawn again by sharp; a drawing that fails or runs away is contained (503).
  return renderPdf(
    signedEstimateDocument(
      acceptedEstimate(a),
      company,
      context.language,
      (a.estimate.sentAt ?? signed.acceptedAt.toISOString()).slice(0, 10),
      {
        ...signed,
        ip: context.ip,
        userAgent: context.userAgent,
        optionName: a.option.name,
        hadOptions: a.estimate.options.length > 1,
        totalCents: a.money.total,
        depositCents: a.money.deposit,
      },
    ),
  );
}

/** The signed PDF and the signature image, stored under the acceptance's own key before it is recorded. */
async function storeAcceptanceFiles(services: Services, base: string, pdf: Buffer, signature: Buffer) {
  const keys = { pdf: `${base}.pdf`, signature: `${base}.png` };
  await services.storage.put(keys.pdf, pdf, 'application/pdf');
  await services.storage.put(keys.signature, signature, 'image/png');
  return keys;
}

/**
 * The estimate's job once accepted: its own, else its lead's. The conversion makes the lead's job,
 * or under the lead's lock finds the one it has already (another of its estimates accepted first,
 * or at the same moment). The lead's status says the proposal was accepted.
 */
async function acceptedJob(tx: Tx, t: TenantDb, row: EstimateRow): Promise<string | null> {
  let jobId = row.jobId;
  if (!jobId && row.leadId && (await findLead(tx, t, row.leadId).catch(() => null))) {
    jobId = (await convertLeadInTx(tx, t, row.leadId, { title: row.title })).id;
  }
  if (row.leadId) await setLeadStatus(tx, t, [row.leadId], 'proposal_accepted');
  return jobId;
}

type NewAcceptance = Omit<typeof estimateAcceptances.$inferInsert, 'companyId' | 'estimateId'>;

/**
 * Step 5, in one transaction: the estimate locked and checked again (a second acceptance waits for
 * the lock and gets 409), the record written once, then each owner's part in this order: the lead's
 * job, the estimate accepted, the job's price, the deposit invoice, the managers' notifications.
 */
async function recordOnce(tx: Tx, t: TenantDb, link: OpenedLink, a: Accepted, record: NewAcceptance) {
  const current = await linkedEstimate(tx, t, link, true);
  requireAnswerable(current, await companyToday(tx, t));
  await tx.insert(estimateAcceptances).values({ ...record, companyId: t.ctx.companyId, estimateId: current.id });
  const jobId = await acceptedJob(tx, t, current);
  const { signerName, acceptedAt } = record;
  const totalCents = a.money.total;
  await markAccepted(tx, t, current, {
    optionId: a.option.id,
    optionalLineIds: a.optionalLineIds,
    signerName,
    totalCents,
    acceptedAt,
    jobId,
  });
  if (jobId) await recordAcceptedEstimate(tx, t, jobId, { displayNumber: a.estimate.displayNumber, totalCents });
  const invoiceId =
    a.money.deposit > 0
      ? (await createInvoiceFromEstimate(tx, t, { estimateId: current.id, kind: 'deposit' }, acceptedChoice)).id
      : null;
  const { ownerId } = await notifyManagers(tx, t, (language) => ({
    type: 'estimate_accepted',
    params: { name: signerName, number: a.estimate.displayNumber, title: a.estimate.title },
    title: (ACCEPTED_TEXT[language] ?? ACCEPTED_TEXT.en)(signerName, a.estimate.displayNumber),
    body: a.estimate.title,
    link: `/dashboard/estimates/${current.id}`,
  }));
  const ownerLanguage = (ownerId ? await memberLanguage(tx, t, ownerId) : null) ?? 'en';
  return { invoiceId, ownerId, ownerLanguage };
}

/** Steps 1 to 5 of an acceptance: checked, read, drawn, stored and recorded once. */
async function recordAcceptance(
  services: Services,
  link: OpenedLink,
  input: AcceptEstimateInput,
  context: AnswerContext,
) {
  const { t, viewer } = linkHandles(services, link.companyId);
  const acceptedAt = new Date();

  // 1. What is accepted, as the client saw it, while it still waits for an answer; then the
  // signature, read whole before anything draws it. 2. The part accepted, and its totals.
  const { row, estimate, card, company } = await answerableEstimate(t, viewer, link);
  const signature = await normalisedSignature(input.signature);
  const accepted = acceptedPart(estimate, input);

  // 3. The snapshot. 4. The signed PDF, stored with the signature.
  const signatureSha256 = sha256Hex(signature);
  const snapshot = acceptanceSnapshot(accepted, card, { name: input.signerName, signatureSha256 }, acceptedAt, context);
  const snapshotSha256 = sha256Hex(canonicalJson(snapshot));
  const signing = { signerName: input.signerName, acceptedAt, signature, signatureSha256, snapshotSha256 };
  const pdf = await signedPdf(accepted, company, signing, context);
  const id = randomUUID();
  const keys = await storeAcceptanceFiles(services, `acceptances/${link.companyId}/${row.id}/${id}`, pdf, signature);

  // 5. The record, once.
  try {
    const recorded = await t.run((tx) =>
      recordOnce(tx, t, link, accepted, {
        id,
        optionId: accepted.option.id,
        optionalLineIds: accepted.optionalLineIds,
        snapshot,
        snapshotSha256,
        pdfKey: keys.pdf,
        pdfSha256: sha256Hex(pdf),
        signatureKey: keys.signature,
        signerName: input.signerName,
        ip: context.ip,
        userAgent: context.userAgent,
        totalCents: accepted.money.total,
        depositCents: accepted.money.deposit,
        acceptedAt,
      }),
    );
    return { row, estimate, card, money: accepted.money, pdf, recorded };
  } catch (error) {
    // Nothing was recorded: the files made for it go too.
    await services.storage.delete(keys.pdf).catch(() => {});
    await services.storage.delete(keys.signature).catch(() => {});
    if (isUniqueViolation(error, 'estimate_acceptances_estimate_key')) {
      throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyAnswered);
    }
    throw error;
  }
}

type RecordedAcceptance = Awaited<ReturnType<typeof recordAcceptance>>;

/**
 * After the commit: the deposit invoice to the client, the news to the owner, the client's signed
 * copy. A failure is logged and never undoes the acceptance (a deposit left a draft is sent by hand).
 */
async function mailAcceptance(
  services: Services,
  t: TenantDb,
  token: string,
  signerName: string,
  context: AnswerContext,
  { row, estimate, card, money, pdf, recorded }: RecordedAcceptance,
) {
  const { log, mailer, config, db } = services;
  if (recorded.invoiceId) {
    try {
      await sendInvoice(t, recorded.invoiceId, {});
    } catch (err) {
      log.error({ err, estimateId: row.id, invoiceId: recorded.invoiceId }, 'deposit invoice e-mail failed');
    }
  }
  const mail = {
    signerName,
    displayNumber: estimate.displayNumber,
    title: estimate.title,
    totalCents: money.total,
    companyName: card.name,
    pdf,
  };
  // The user table is outside the tenant's reach: read on the plain connection.
  const ownerEmail = recorded.ownerId
    ? ((await db.select({ email: user.email }).from(user).where(eq(user.id, recorded.ownerId)))[0]?.email ?? null)
    : null;
  if (ownerEmail) {
    try {
      await mailer.send(
        ownerAcceptedMail({
          ...mail,
          language: recorded.ownerLanguage,
          to: ownerEmail,
          url: `${config.appUrl}/dashboard/estimates/${row.id}`,
        }),
      );
    } catch (err) {
      log.error({ err, estimateId: row.id }, 'acceptance e-mail to the owner failed');
    }
  }
  if (row.clientEmail) {
    try {
      await mailer.send(
        clientAcceptedMail({
          ...mail,
          language: context.language,
          to: row.clientEmail,
          url: `${config.appUrl}/estimate/${token}`,
        }),
      );
    } catch (err) {
      log.error({ err, estimateId: row.id }, 'signed copy e-mail to the client failed');
    }
  }
}

/**
 * Answers to one estimate (accepts and declines), one after another in this process: a second one
 * sent at the same moment waits for the first and then finds the estimate answered, before it
 * decodes or draws anything (the record's transaction still refuses a second one from another server).
 */
const oneAnswerAtATime = keyedQueue();

/**
 * POST /estimate-links/{token}/accept. Checks that the estimate waits for an answer, reads the
 * signature whole (signature.ts) and what is accepted, builds its snapshot, renders and stores the
 * signed PDF outside any transaction (drawing takes a while, and the embedded database has one
 * connection), then records it all in one transaction that re-locks the estimate and checks again
 * that it is still waiting for an answer: a second acceptance, sequential or concurrent, gets 409.
 * E-mails go out after the commit; their failure is logged, never undoes it.
 */
export async function acceptEstimateLink(
  services: Services,
  token: string,
  input: AcceptEstimateInput,
  context: AnswerContext,
): Promise<PublicEstimate> {
  const link = await openDocumentLink(services.db, 'estimate', token, LINK_MESSAGES);
  await answerLimit(services, link);
  const { t, viewer } = linkHandles(services, link.companyId);
  const accepted = await oneAnswerAtATime(link.documentId, () => recordAcceptance(services, link, input, context));
  await mailAcceptance(services, t, token, input.signerName, context, accepted);
  const id = accepted.row.id;
  return t.run(async (tx) => publicView(tx, t, viewer, await findEstimate(tx, t, id), token, link.expiresAt));
}

/** POST /estimate-links/{token}/decline: declined, with the client's reason, and the company told. */
export async function declineEstimateLink(
  services: Services,
  token: string,
  input: DeclineEstimateInput,
): Promise<PublicEstimate> {
  const link = await openDocumentLink(services.db, 'estimate', token, LINK_MESSAGES);
  await answerLimit(services, link);
  const { t, viewer } = linkHandles(services, link.companyId);
  return oneAnswerAtATime(link.documentId, () =>
    t.run(async (tx) => {
      const row = await linkedEstimate(tx, t, link, true);
      requireAnswerable(row, await companyToday(tx, t));
      const reason = input.reason ?? null;
      const saved = await markDeclined(tx, t, row, reason);
      const name = row.clientName ?? 'The client';
      const number = estimateNumber(row.number, row.revision);
      await notifyManagers(tx, t, (language) => ({
        type: 'estimate_declined',
        params: { name, number, title: row.title },
        title: (DECLINED_TEXT[language] ?? DECLINED_TEXT.en)(name, number),
        body: reason ?? row.title,
        link: `/dashboard/estimates/${row.id}`,
      }));
      return publicView(tx, t, viewer, saved, token, link.expiresAt);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The company's side

/** The estimate's acceptance, with each hash recomputed from what is stored now. */
export async function getAcceptance(t: TenantDb, estimateId: string): Promise<AcceptanceRecord> {
  const row = await t.run(async (tx) => {
    await findEstimate(tx, t, estimateId);
    const row = await acceptanceOf(tx, t, estimateId);
    if (!row) throw notFound();
    return row;
  });
  const pdf = await t.services.storage.get(row.pdfKey);
  // Where the client signed from is the company's evidence, not a crew's (nor a client's) to read.
  const seesOrigin = can(t.ctx.role, 'estimates', 'write', t.ctx.isOwner);
  return {
    ...acceptanceView(row),
    ip: seesOrigin ? row.ip : null,
    userAgent: seesOrigin ? row.userAgent : null,
    verified: {
      snapshot: sha256Hex(canonicalJson(row.snapshot)) === row.snapshotSha256,
      pdf: pdf !== null && sha256Hex(pdf.data) === row.pdfSha256,
    },
    signatureUrl: `/api/v1/estimates/${estimateId}/acceptance/signature`,
    pdfUrl: `/api/v1/estimates/${estimateId}/acceptance/pdf`,
  };
}

/**
 * The signed PDF or the signature image of the estimate's acceptance: for those who may write
 * estimates, and for the estimate's own client (their signed copy). The PDF's certificate prints
 * where and with what the client signed: a crew, who sees the estimate, is refused (403, issue #37).
 */
export async function acceptanceFile(
  t: TenantDb,
  estimateId: string,
  which: 'pdf' | 'signature',
): Promise<{ filename: string; bytes: Buffer }> {
  const { row, estimate } = await t.run(async (tx) => {
    const estimate = await findEstimate(tx, t, estimateId);
    const signedCopy = can(t.ctx.role, 'estimates', 'write', t.ctx.isOwner) || estimate.clientId === t.ctx.userId;
    if (!signedCopy) throw new AppError('FORBIDDEN');
    const row = await acceptanceOf(tx, t, estimateId);
    if (!row) throw notFound();
    return { row, estimate };
  });
  const name = signedName(estimate);
  return which === 'pdf'
    ? { filename: name, bytes: await storedFile(t.services, row.pdfKey) }
    : { filename: name.replace(/\.pdf$/, '-signature.png'), bytes: await storedFile(t.services, row.signatureKey) };
}

const linkView = (link: MintedLink): DocumentLink => ({ url: link.url, expiresAt: link.expiresAt.toISOString() });

/** A fresh client link to a sent estimate, for a member to copy (valid APPROVAL_LIMITS.linkDays days). */
export function createEstimateLink(t: TenantDb, estimateId: string): Promise<DocumentLink> {
  return t.run(async (tx) => {
    const row = await findEstimate(tx, t, estimateId, true);
    if (row.supersededById) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.superseded);
    const status = effectiveStatus(row.status, row.validUntil, await companyToday(tx, t));
    if (status !== 'sent' && status !== 'viewed') throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notAnswerable);
    return linkView(await createDocumentLink(tx, t, 'estimate', row.id, APPROVAL_LIMITS.linkDays));
  });
}

/** Every open link to the estimate stops working. */
export function revokeEstimateLinks(t: TenantDb, estimateId: string): Promise<{ revoked: number }> {
  return t.run(async (tx) => {
    await findEstimate(tx, t, estimateId, true);
    return { revoked: await revokeDocumentLinks(tx, t, 'estimate', estimateId) };
  });
}

// ---------------------------------------------------------------------------------------------
// The signed-in client (/client-portal)

const PORTAL_LIMIT = 50;

/** The caller's own estimates (sent or later, the current revision) and invoices (sent or later), newest first. */
export function clientDocuments(t: TenantDb): Promise<ClientDocuments> {
  return t.run(async (tx) => {
    const today = await companyToday(tx, t);
    const estimateRows = await tx
      .select({
        id: estimates.id,
        number: estimates.number,
        revision: estimates.revision,
        title: estimates.title,
        status: estimates.status,
        // What they accepted once they did; the first option's total until then.
        totalCents: sql<number>`coalesce(${estimateAcceptances.totalCents}, ${estimates.totalCents})`.mapWith(Number),
        validUntil: estimates.validUntil,
        sentAt: estimates.sentAt,
      })
      .from(estimates)
      .leftJoin(
        estimateAcceptances,
        and(eq(estimateAcceptances.companyId, estimates.companyId), eq(estimateAcceptances.estimateId, estimates.id)),
      )
      .where(and(clientOwnEstimates(t), isNull(estimates.supersededById)))
      .orderBy(desc(estimates.createdAt), desc(estimates.id))
      .limit(PORTAL_LIMIT);
    const invoiceRows = await clientInvoices(tx, t, PORTAL_LIMIT);
    return {
      estimates: estimateRows.map((r) => ({
        id: r.id,
        displayNumber: estimateNumber(r.number, r.revision),
        title: r.title,
        status: effectiveStatus(r.status, r.validUntil, today),
        totalCents: r.totalCents,
        validUntil: r.validUntil,
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
      invoices: invoiceRows.map((r) => ({
        id: r.id,
        displayNumber: invoiceNumber(r.number),
        title: r.title,
        status: effectiveInvoiceStatus(r.status, r.dueDate, today, r.totalCents - r.paidCents),
        totalCents: r.totalCents,
        balanceCents: r.totalCents - r.paidCents,
        dueDate: r.dueDate,
      })),
    };
  });
}

/**
 * The signed-in client's link to one of their estimates (404 for anyone else's): the same one at each
 * ask while it stays valid long enough. Its page offers the deposit to pay once there is one.
 */
export function clientEstimateLink(t: TenantDb, estimateId: string): Promise<DocumentLink> {
  return t.run(async (tx) => {
    const [row] = await tx
      .select({ id: estimates.id, supersededById: estimates.supersededById })
      .from(estimates)
      .where(and(clientOwnEstimates(t), eq(estimates.id, estimateId)));
    if (!row) throw notFound();
    if (row.supersededById) throw new AppError('CONFLICT', APPROVAL_MESSAGES.superseded);
    const link = await ownDocumentLink(tx, t, 'estimate', row.id, APPROVAL_LIMITS.linkDays);
    const deposit = await sentDeposit(tx, t, row.id);
    if (deposit) {
      const estimate = { kind: 'estimate', documentId: row.id } as const;
      await deriveDocumentLinks(tx, t, estimate, 'invoice', deposit.id, INVOICE_LIMITS.linkDays);
    }
    return linkView(link);
  });
}

/**
 * The signed-in client's link to one of their invoices, to read and pay it (404 for anyone else's;
 * 409 for a void one, whose links answer 404), the same one at each ask while it stays valid long enough.
 */
export function clientInvoiceLink(t: TenantDb, invoiceId: string): Promise<DocumentLink> {
  return t.run(async (tx) => {
    const row = await clientInvoice(tx, t, invoiceId);
    if (!row) throw notFound();
    if (row.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.isVoid);
    return linkView(await ownDocumentLink(tx, t, 'invoice', row.id, INVOICE_LIMITS.linkDays));
  });
}
