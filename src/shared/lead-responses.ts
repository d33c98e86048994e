import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  PIPELINE_STAGES,
} from './leads.ts';
import { instant, pageSchema } from './responses.ts';

// The lead API's answers (GET/POST /api/v1/leads…): defined once, here (see responses.ts). The web
// imports their types only.

export const leadSchema = z
  .object({
    id: z.uuid(),
    userId: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    source: z.enum(LEAD_SOURCES),
    flooringType: z.enum(FLOORING_TYPES).nullable(),
    status: z.enum(LEAD_STATUSES),
    /** One of BUDGET_RANGE_KEYS. */
    budgetRange: z.string().nullable().meta({ enum: BUDGET_RANGE_KEYS }),
    squareFeet: z.number().int().nullable(),
    rooms: z.number().int().nullable(),
    timeline: z.enum(LEAD_TIMELINES).nullable(),
    notes: z.string().nullable(),
    /** YYYY-MM-DD */
    nextFollowUpOn: z.string().nullable().meta({ example: '2026-12-01' }),
    assignedTo: z.string().nullable(),
    assigneeName: z.string().nullable(),
    referrerId: z.string().nullable(),
    referrerName: z.string().nullable(),
    /** The job this lead was converted into, if any. */
    jobId: z.uuid().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

export const leadPageSchema = pageSchema(leadSchema).extend({
  /** How many leads match the filters: on the first page only (null on the pages after it). */
  total: z.number().int().nullable().meta({ description: 'Leads matching the filters; first page only' }),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

export const leadActivitySchema = z
  .object({
    id: z.uuid(),
    leadId: z.uuid(),
    companyId: z.uuid(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    activityType: z.enum(ACTIVITY_TYPES),
    description: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'LeadActivity' });
export type LeadActivity = z.infer<typeof leadActivitySchema>;

export const leadActivityPageSchema = pageSchema(leadActivitySchema);
export type LeadActivityPage = z.infer<typeof leadActivityPageSchema>;

/** A card of the pipeline board: what the card shows and what a move changes (the lead's page has the rest). */
export const leadCardSchema = leadSchema
  .pick({
    id: true,
    name: true,
    status: true,
    flooringType: true,
    budgetRange: true,
    squareFeet: true,
    assigneeName: true,
    jobId: true,
    createdAt: true,
    updatedAt: true,
  })
  .meta({ id: 'LeadCard' });
export type LeadCard = z.infer<typeof leadCardSchema>;

export const leadBoardColumnSchema = z.object({
  stage: z.enum(PIPELINE_STAGES),
  count: z.number().int(),
  /** Sum of the budget ranges' estimates (BUDGET_RANGES[…].estimate), in US dollars. */
  budgetTotal: z.number(),
  /** The newest leads of the column (up to LEAD_LIMITS.boardColumn); more through the list with its statuses. */
  leads: z.array(leadCardSchema),
  nextCursor: z.string().nullable(),
});
export type LeadBoardColumn = z.infer<typeof leadBoardColumnSchema>;

/** The sales pipeline (GET /leads/board). */
export const leadBoardSchema = z.object({ columns: z.array(leadBoardColumnSchema) });
export type LeadBoard = z.infer<typeof leadBoardSchema>;

export const duplicateLeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
});
export type DuplicateLead = z.infer<typeof duplicateLeadSchema>;

export const duplicateLeadsSchema = z.object({ items: z.array(duplicateLeadSchema) });

export const importRowErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What an import created, and the errors of the rows it refused, by line. */
export const importLeadsResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportLeadsResult = z.infer<typeof importLeadsResultSchema>;

export const bulkDeleteLeadsResultSchema = z.object({ deleted: z.number().int() });
export const bulkLeadStatusResultSchema = z.object({ updated: z.number().int() });

export const referralPartnerStatsSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  email: z.string(),
  referred: z.number().int(),
  converted: z.number().int(),
  lost: z.number().int(),
  open: z.number().int(),
});
export type ReferralPartnerStats = z.infer<typeof referralPartnerStatsSchema>;

export const referralStatsSchema = z.object({ items: z.array(referralPartnerStatsSchema) });

export const assigneeSchema = z.object({ userId: z.string(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

export const assigneesSchema = z.object({ items: z.array(assigneeSchema) });
