CREATE TABLE "estimate_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"optional_line_ids" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"snapshot_sha256" text NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"signature_key" text NOT NULL,
	"signer_name" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"total_cents" bigint NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"accepted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "estimate_acceptances_estimate_key" UNIQUE("company_id","estimate_id"),
	CONSTRAINT "estimate_acceptances_amounts_valid" CHECK ("estimate_acceptances"."total_cents" >= 0 and "estimate_acceptances"."deposit_cents" >= 0),
	CONSTRAINT "estimate_acceptances_hashes" CHECK ("estimate_acceptances"."snapshot_sha256" ~ '^[0-9a-f]{64}$' and "estimate_acceptances"."pdf_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp (3) with time zone,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "document_links_kind_valid" CHECK (kind in ('estimate', 'invoice')),
	CONSTRAINT "document_links_count_positive" CHECK ("document_links"."open_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_events_type_valid" CHECK (type in ('created', 'updated', 'sent', 'viewed', 'payment', 'refund', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_lines_kind_valid" CHECK (kind in ('material', 'labor', 'other')),
	CONSTRAINT "invoice_lines_amounts_valid" CHECK ("invoice_lines"."quantity" >= 0 and "invoice_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"user_id" text,
	"job_id" uuid,
	"estimate_id" uuid,
	"percent" numeric(6, 3),
	"client_id" text,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"billing_address" text,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"due_terms" text DEFAULT 'on_receipt' NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"terms" text,
	"discount_kind" text DEFAULT 'none' NOT NULL,
	"discount_cents" bigint,
	"discount_percent" numeric(6, 3),
	"tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"tax_applies_to" text DEFAULT 'materials' NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"viewed_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"voided_at" timestamp (3) with time zone,
	"void_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoices_company_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "invoices_title_not_blank" CHECK (length(btrim("invoices"."title")) > 0),
	CONSTRAINT "invoices_status_valid" CHECK (status in ('draft', 'sent', 'viewed', 'partially_paid', 'paid', 'void')),
	CONSTRAINT "invoices_kind_valid" CHECK (kind in ('standard', 'deposit', 'progress', 'final')),
	CONSTRAINT "invoices_due_terms_valid" CHECK (due_terms in ('on_receipt', 'net_15', 'net_30', 'custom')),
	CONSTRAINT "invoices_discount_kind_valid" CHECK (discount_kind in ('none', 'amount', 'percent')),
	CONSTRAINT "invoices_tax_applies_valid" CHECK (tax_applies_to in ('materials', 'labor', 'both')),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_due_after_issue" CHECK ("invoices"."due_date" >= "invoices"."issue_date"),
	CONSTRAINT "invoices_amounts_valid" CHECK ("invoices"."total_cents" >= 0 and "invoices"."subtotal_cents" >= 0 and "invoices"."tax_cents" >= 0 and coalesce("invoices"."discount_cents", 0) >= 0),
	CONSTRAINT "invoices_percents_valid" CHECK ("invoices"."tax_rate" between 0 and 100 and coalesce("invoices"."discount_percent", 0) between 0 and 100 and coalesce("invoices"."percent", 0) between 0 and 100),
	CONSTRAINT "invoices_estimate_kinds" CHECK (("invoices"."kind" = 'standard') = ("invoices"."estimate_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"company_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_company_id_event_id_pk" PRIMARY KEY("company_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"note" text,
	"external_id" text,
	"user_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_external_id_key" UNIQUE("company_id","external_id"),
	CONSTRAINT "payments_kind_valid" CHECK (kind in ('payment', 'refund')),
	CONSTRAINT "payments_method_valid" CHECK (method in ('cash', 'check', 'bank_transfer', 'card', 'other', 'online')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "estimate_acceptances" ADD CONSTRAINT "estimate_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_acceptances" ADD CONSTRAINT "estimate_acceptances_company_id_estimate_id_estimates_company_id_id_fk" FOREIGN KEY ("company_id","estimate_id") REFERENCES "public"."estimates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_estimate_id_estimates_company_id_id_fk" FOREIGN KEY ("company_id","estimate_id") REFERENCES "public"."estimates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_links_document_idx" ON "document_links" USING btree ("company_id","kind","document_id");--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("company_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("company_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_company_job_idx" ON "invoices" USING btree ("company_id","job_id") WHERE "invoices"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_estimate_idx" ON "invoices" USING btree ("company_id","estimate_id") WHERE "invoices"."estimate_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_client_idx" ON "invoices" USING btree ("company_id","client_id") WHERE "invoices"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_open_idx" ON "invoices" USING btree ("company_id","due_date") WHERE "invoices"."status" in ('sent', 'viewed', 'partially_paid');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_deposit_per_estimate" ON "invoices" USING btree ("company_id","estimate_id") WHERE "invoices"."kind" = 'deposit' and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("company_id","invoice_id","created_at");--> statement-breakpoint
-- An acceptance is written once (ADR 0030): what a client signed never changes. Deletes are left to
-- the company's own removal (its rows cascade); an estimate with an acceptance is never a draft, and
-- only drafts are deleted.
CREATE FUNCTION estimate_acceptances_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an estimate acceptance cannot be changed' USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER estimate_acceptances_no_update BEFORE UPDATE ON "estimate_acceptances"
  FOR EACH ROW EXECUTE FUNCTION estimate_acceptances_immutable();
