CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"description" text,
	"amount_cents" bigint NOT NULL,
	"receipt_date" date NOT NULL,
	"category" text NOT NULL,
	"payment_method" text NOT NULL,
	"job_id" uuid,
	"notes" text,
	"file_path" text,
	"thumbnail_path" text,
	"file_name" text,
	"file_size" integer,
	"mime_type" text,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "receipts_category_valid" CHECK (category in ('materials', 'subcontractors', 'equipment', 'fuel', 'vehicles', 'insurance', 'rent', 'utilities', 'office', 'marketing', 'other')),
	CONSTRAINT "receipts_method_valid" CHECK (payment_method in ('bank_transfer', 'check', 'card', 'cash', 'other')),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_company_date_idx" ON "receipts" USING btree ("company_id","receipt_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "receipts_company_job_idx" ON "receipts" USING btree ("company_id","job_id") WHERE "receipts"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issue_date") WHERE "invoices"."status" not in ('draft', 'void');--> statement-breakpoint
CREATE INDEX "payments_company_received_idx" ON "payments" USING btree ("company_id","received_on");--> statement-breakpoint
CREATE INDEX "bills_company_bill_date_idx" ON "bills" USING btree ("company_id","bill_date") WHERE "bills"."status" <> 'void';