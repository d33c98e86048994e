-- Issue #38. Jobs' amounts become integer cents like every other money column, and each invoice keeps
-- its taxable base (the sales tax report read it back from the lines). Existing rows are converted
-- here, as the role that owns the tables: row-level security is forced on them for every role but
-- the app's, so it is lifted for the conversion and forced again at the end.
ALTER TABLE "jobs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_lines" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_amounts_valid";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxable_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "materials_cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "labor_cost_cents" bigint;--> statement-breakpoint
-- numeric(12, 2) dollars are exact: × 100 is a whole number of cents, no rounding happens.
UPDATE "jobs" SET "total_cents" = ("total_amount" * 100)::bigint,
  "materials_cost_cents" = ("materials_cost" * 100)::bigint,
  "labor_cost_cents" = ("labor_cost" * 100)::bigint;--> statement-breakpoint
-- An invoice's taxable base by the money rules (ADR 0024), as the sales tax report computed it until
-- now: each line's amount (half up), the discount spread by largest remainder (ties to the earlier
-- line), and the lines its rate taxes less their share. Invoices without a rate have none.
WITH "lines" AS (
  SELECT l."invoice_id", l."position", round(l."quantity" * l."unit_price" * 100) AS "amount",
    CASE WHEN l."kind" = 'other' THEN l."taxable"
      WHEN i."tax_applies_to" = 'both' THEN true
      WHEN l."kind" = 'material' THEN i."tax_applies_to" = 'materials'
      ELSE i."tax_applies_to" = 'labor' END AS "taxed",
    i."subtotal_cents" + i."tax_cents" - i."total_cents" AS "discount"
  FROM "invoices" i
  JOIN "invoice_lines" l ON l."company_id" = i."company_id" AND l."invoice_id" = i."id"
  WHERE i."tax_rate" > 0
), "spread" AS (
  SELECT *, CASE WHEN "subtotal" > 0 THEN div("discount" * "amount", "subtotal") ELSE 0 END AS "share",
    CASE WHEN "subtotal" > 0 THEN mod("discount" * "amount", "subtotal") ELSE 0 END AS "remainder"
  FROM (SELECT *, sum("amount") OVER (PARTITION BY "invoice_id") AS "subtotal" FROM "lines") l
), "ranked" AS (
  SELECT *, row_number() OVER (PARTITION BY "invoice_id" ORDER BY "remainder" DESC, "position") AS "rank",
    "discount" - sum("share") OVER (PARTITION BY "invoice_id") AS "cents_left"
  FROM "spread"
), "taxable" AS (
  SELECT "invoice_id",
    coalesce(sum("amount" - "share" - CASE WHEN "rank" <= "cents_left" THEN 1 ELSE 0 END) FILTER (WHERE "taxed"), 0) AS "base"
  FROM "ranked" GROUP BY "invoice_id"
)
UPDATE "invoices" SET "taxable_cents" = "taxable"."base"
FROM "taxable" WHERE "invoices"."id" = "taxable"."invoice_id";--> statement-breakpoint
-- Nothing to pay is paid: a sent invoice of 0 (a 100 % discount) stayed open and turned overdue.
UPDATE "invoices" SET "status" = 'paid', "paid_at" = coalesce("sent_at", now())
WHERE "total_cents" = 0 AND "status" IN ('sent', 'viewed');--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_amounts_positive";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "total_amount";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "materials_cost";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "labor_cost";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_amounts_positive" CHECK ("jobs"."total_cents" >= 0 and "jobs"."materials_cost_cents" >= 0 and "jobs"."labor_cost_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_valid" CHECK ("invoices"."total_cents" >= 0 and "invoices"."subtotal_cents" >= 0 and "invoices"."tax_cents" >= 0 and "invoices"."taxable_cents" >= 0 and coalesce("invoices"."discount_cents", 0) >= 0);--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_lines" FORCE ROW LEVEL SECURITY;
