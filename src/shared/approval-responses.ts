import { z } from 'zod';
import { estimateSchema } from './estimate-responses.ts';
import { INVOICE_STATUSES } from './invoices.ts';
import { ESTIMATE_STATUSES } from './estimates.ts';
import { instant } from './responses.ts';
import { documentCompanySchema } from './share-responses.ts';

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-31' });

/** What was accepted, as the client and the company see it. */
export const acceptanceSchema = z
  .object({
    id: z.uuid(),
    signerName: z.string(),
    acceptedAt: instant(),
    optionId: z.uuid(),
    optionalLineIds: z.array(z.uuid()),
    totalCents: cents,
    depositCents: cents,
    snapshotSha256: z.string(),
    pdfSha256: z.string(),
  })
  .meta({ id: 'EstimateAcceptance' });
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** The company's view of an acceptance: where and how it was signed, and whether it is intact. */
export const acceptanceRecordSchema = acceptanceSchema
  .extend({
    /** Where and with what it was signed: null for a caller who may not write estimates (a crew, a client). */
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** Each hash recomputed now from what is stored: false means the record or its PDF was altered. */
    verified: z.object({ snapshot: z.boolean(), pdf: z.boolean() }),
    signatureUrl: z.string(),
    pdfUrl: z.string(),
  })
  .meta({ id: 'EstimateAcceptanceRecord' });
export type AcceptanceRecord = z.infer<typeof acceptanceRecordSchema>;

/** GET /api/v1/estimate-links/{token}: what the client sees (costs are never in it). */
export const publicEstimateSchema = z
  .object({
    company: documentCompanySchema,
    estimate: estimateSchema.pick({
      id: true,
      displayNumber: true,
      title: true,
      status: true,
      clientName: true,
      siteAddress: true,
      validUntil: true,
      notes: true,
      terms: true,
      discount: true,
      taxRate: true,
      taxAppliesTo: true,
      deposit: true,
      options: true,
      selectedOptionId: true,
      answeredAt: true,
      declineReason: true,
    }),
    acceptance: acceptanceSchema.nullable(),
    /** Issued on acceptance when the estimate asks for a deposit: the client pays it from here. */
    depositInvoice: z
      .object({ displayNumber: z.string(), totalCents: cents, balanceCents: cents, url: z.string() })
      .nullable(),
    /** Stripe is configured: the deposit can be paid online; else the page shows how to pay the company. */
    onlinePayment: z.boolean(),
    /** The estimate's PDF; once accepted, the signed one with its certificate page. */
    pdfUrl: z.string(),
    linkExpiresAt: instant(),
  })
  .meta({ id: 'PublicEstimate' });
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

/** The signed-in client's estimates and invoices (/client-portal). */
export const clientDocumentsSchema = z
  .object({
    estimates: z.array(
      z.object({
        id: z.uuid(),
        displayNumber: z.string(),
        title: z.string(),
        status: z.enum(ESTIMATE_STATUSES),
        totalCents: cents,
        validUntil: day,
        sentAt: instant().nullable(),
      }),
    ),
    invoices: z.array(
      z.object({
        id: z.uuid(),
        displayNumber: z.string(),
        title: z.string(),
        status: z.enum(INVOICE_STATUSES),
        totalCents: cents,
        balanceCents: cents,
        dueDate: day,
      }),
    ),
  })
  .meta({ id: 'ClientDocuments' });
export type ClientDocuments = z.infer<typeof clientDocumentsSchema>;

/** A private link minted for the caller: open it to read, sign or pay. */
export const documentLinkSchema = z.object({ url: z.string(), expiresAt: instant() }).meta({ id: 'DocumentLink' });
export type DocumentLink = z.infer<typeof documentLinkSchema>;
