CREATE TABLE "employee_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"pay_rate_cents" integer NOT NULL,
	"burden_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"billable_rate_cents" integer,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_rates_member_day_key" UNIQUE("company_id","user_id","effective_from"),
	CONSTRAINT "employee_rates_amounts_valid" CHECK ("employee_rates"."pay_rate_cents" >= 0 and coalesce("employee_rates"."billable_rate_cents", 0) >= 0),
	CONSTRAINT "employee_rates_burden_valid" CHECK ("employee_rates"."burden_percent" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"frequency" text NOT NULL,
	"paid_on" date NOT NULL,
	"gross_cents" bigint NOT NULL,
	"total_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"paid_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_runs_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "pay_runs_period_key" UNIQUE("company_id","period_start"),
	CONSTRAINT "pay_runs_frequency_valid" CHECK (frequency in ('weekly', 'biweekly')),
	CONSTRAINT "pay_runs_period_valid" CHECK ("pay_runs"."period_end" >= "pay_runs"."period_start"),
	CONSTRAINT "pay_runs_amounts_valid" CHECK ("pay_runs"."gross_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"job_id" uuid,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"end_latitude" double precision,
	"end_longitude" double precision,
	"notes" text,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"pay_run_id" uuid,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_logs_status_valid" CHECK (status in ('open', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "work_logs_source_valid" CHECK (source in ('clock', 'manual')),
	CONSTRAINT "work_logs_open_iff_no_end" CHECK (("work_logs"."status" = 'open') = ("work_logs"."ended_at" is null)),
	CONSTRAINT "work_logs_end_after_start" CHECK ("work_logs"."ended_at" is null or "work_logs"."ended_at" > "work_logs"."started_at"),
	CONSTRAINT "work_logs_break_valid" CHECK ("work_logs"."break_minutes" >= 0),
	CONSTRAINT "work_logs_paid_approved" CHECK ("work_logs"."pay_run_id" is null or "work_logs"."status" = 'approved')
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"note" text,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_method_valid" CHECK (method in ('bank_transfer', 'check', 'card', 'cash', 'other')),
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_kind" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"reference" text,
	"job_id" uuid,
	"order_id" uuid,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"void_reason" text,
	"voided_at" timestamp (3) with time zone,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bills_status_valid" CHECK (status in ('open', 'partially_paid', 'paid', 'void')),
	CONSTRAINT "bills_vendor_kind_valid" CHECK (vendor_kind in ('supplier', 'subcontractor', 'other')),
	CONSTRAINT "bills_category_valid" CHECK (category in ('materials', 'subcontractors', 'equipment', 'fuel', 'vehicles', 'insurance', 'rent', 'utilities', 'office', 'marketing', 'other')),
	CONSTRAINT "bills_amounts_valid" CHECK ("bills"."amount_cents" > 0 and "bills"."paid_cents" between 0 and "bills"."amount_cents"),
	CONSTRAINT "bills_due_after_bill" CHECK ("bills"."due_date" >= "bills"."bill_date")
);
--> statement-breakpoint
ALTER TABLE "employee_rates" ADD CONSTRAINT "employee_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_rates" ADD CONSTRAINT "employee_rates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_rates" ADD CONSTRAINT "employee_rates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_company_id_pay_run_id_pay_runs_company_id_id_fk" FOREIGN KEY ("company_id","pay_run_id") REFERENCES "public"."pay_runs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_bill_id_bills_company_id_id_fk" FOREIGN KEY ("company_id","bill_id") REFERENCES "public"."bills"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_order_id_material_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."material_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_runs_company_paid_idx" ON "pay_runs" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE INDEX "work_logs_company_started_idx" ON "work_logs" USING btree ("company_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_logs_member_started_idx" ON "work_logs" USING btree ("company_id","user_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_logs_job_idx" ON "work_logs" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_logs_one_open_per_member" ON "work_logs" USING btree ("company_id","user_id") WHERE "work_logs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("company_id","bill_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_company_paid_idx" ON "bill_payments" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE INDEX "bills_company_created_idx" ON "bills" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_company_open_idx" ON "bills" USING btree ("company_id","due_date") WHERE "bills"."status" in ('open', 'partially_paid');--> statement-breakpoint
CREATE INDEX "bills_company_job_idx" ON "bills" USING btree ("company_id","job_id") WHERE "bills"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_one_per_order" ON "bills" USING btree ("company_id","order_id") WHERE "bills"."order_id" is not null and "bills"."status" <> 'void';