CREATE TABLE "document_counters" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_company_id_kind_pk" PRIMARY KEY("company_id","kind"),
	CONSTRAINT "document_counters_kind_valid" CHECK (kind in ('estimate', 'order', 'invoice'))
);
--> statement-breakpoint
CREATE TABLE "estimate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_events_type_valid" CHECK (type in ('created', 'updated', 'sent', 'viewed', 'accepted', 'declined', 'revised', 'duplicated'))
);
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"unit_cost" numeric(12, 4),
	"coverage_per_box" numeric(12, 2),
	"optional" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "estimate_lines_kind_valid" CHECK (kind in ('material', 'labor', 'other')),
	CONSTRAINT "estimate_lines_amounts_valid" CHECK ("estimate_lines"."quantity" >= 0 and "estimate_lines"."unit_price" >= 0 and coalesce("estimate_lines"."unit_cost", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "estimate_options_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"superseded_by_id" uuid,
	"user_id" text,
	"lead_id" uuid,
	"job_id" uuid,
	"client_id" text,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"site_address" text,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text,
	"terms" text,
	"discount_kind" text DEFAULT 'none' NOT NULL,
	"discount_cents" bigint,
	"discount_percent" numeric(6, 3),
	"tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"tax_applies_to" text DEFAULT 'materials' NOT NULL,
	"deposit_kind" text DEFAULT 'none' NOT NULL,
	"deposit_cents" bigint,
	"deposit_percent" numeric(6, 3),
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"selected_option_id" uuid,
	"sent_at" timestamp (3) with time zone,
	"viewed_at" timestamp (3) with time zone,
	"answered_at" timestamp (3) with time zone,
	"decline_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "estimates_company_number_revision_key" UNIQUE("company_id","number","revision"),
	CONSTRAINT "estimates_title_not_blank" CHECK (length(btrim("estimates"."title")) > 0),
	CONSTRAINT "estimates_status_valid" CHECK (status in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired')),
	CONSTRAINT "estimates_discount_kind_valid" CHECK (discount_kind in ('none', 'amount', 'percent')),
	CONSTRAINT "estimates_deposit_kind_valid" CHECK (deposit_kind in ('none', 'amount', 'percent')),
	CONSTRAINT "estimates_tax_applies_valid" CHECK (tax_applies_to in ('materials', 'labor', 'both')),
	CONSTRAINT "estimates_number_positive" CHECK ("estimates"."number" > 0 and "estimates"."revision" > 0),
	CONSTRAINT "estimates_amounts_valid" CHECK ("estimates"."total_cents" >= 0 and coalesce("estimates"."discount_cents", 0) >= 0 and coalesce("estimates"."deposit_cents", 0) >= 0),
	CONSTRAINT "estimates_percents_valid" CHECK ("estimates"."tax_rate" between 0 and 100 and coalesce("estimates"."discount_percent", 0) between 0 and 100 and coalesce("estimates"."deposit_percent", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"lead_id" uuid,
	"job_id" uuid,
	"name" text NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "measurements_name_not_blank" CHECK (length(btrim("measurements"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "material_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"sku" text,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_cost" numeric(12, 4),
	"received_quantity" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "material_order_items_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "material_order_items_quantities_valid" CHECK ("material_order_items"."quantity" > 0 and "material_order_items"."received_quantity" >= 0 and coalesce("material_order_items"."unit_cost", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text,
	"quantity" numeric(12, 3) NOT NULL,
	"dye_lot" text,
	"note" text,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_order_receipts_quantity_positive" CHECK ("material_order_receipts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" text,
	"supplier_id" uuid,
	"estimate_id" uuid,
	"job_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_on" date,
	"delivery_to" text DEFAULT 'job_site' NOT NULL,
	"delivery_address" text,
	"notes" text,
	"total_cents" bigint,
	"ordered_at" timestamp (3) with time zone,
	"received_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "material_orders_company_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "material_orders_status_valid" CHECK (status in ('draft', 'ordered', 'partially_received', 'received', 'cancelled')),
	CONSTRAINT "material_orders_delivery_valid" CHECK (delivery_to in ('job_site', 'shop')),
	CONSTRAINT "material_orders_total_positive" CHECK ("material_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "estimate_terms" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_applies_to" text DEFAULT 'materials' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_events" ADD CONSTRAINT "estimate_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_events" ADD CONSTRAINT "estimate_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_events" ADD CONSTRAINT "estimate_events_company_id_estimate_id_estimates_company_id_id_fk" FOREIGN KEY ("company_id","estimate_id") REFERENCES "public"."estimates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_company_id_estimate_id_estimates_company_id_id_fk" FOREIGN KEY ("company_id","estimate_id") REFERENCES "public"."estimates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_company_id_option_id_estimate_options_company_id_id_fk" FOREIGN KEY ("company_id","option_id") REFERENCES "public"."estimate_options"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD CONSTRAINT "estimate_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD CONSTRAINT "estimate_options_company_id_estimate_id_estimates_company_id_id_fk" FOREIGN KEY ("company_id","estimate_id") REFERENCES "public"."estimates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_items" ADD CONSTRAINT "material_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_items" ADD CONSTRAINT "material_order_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_items" ADD CONSTRAINT "material_order_items_company_id_order_id_material_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."material_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_receipts" ADD CONSTRAINT "material_order_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_receipts" ADD CONSTRAINT "material_order_receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_receipts" ADD CONSTRAINT "material_order_receipts_company_id_order_id_material_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."material_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_order_receipts" ADD CONSTRAINT "material_order_receipts_company_id_item_id_material_order_items_company_id_id_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."material_order_items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_orders" ADD CONSTRAINT "material_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_orders" ADD CONSTRAINT "material_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_orders" ADD CONSTRAINT "material_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_orders" ADD CONSTRAINT "material_orders_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_orders" ADD CONSTRAINT "material_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_events_estimate_idx" ON "estimate_events" USING btree ("company_id","estimate_id","created_at");--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_idx" ON "estimate_lines" USING btree ("company_id","estimate_id","option_id","position");--> statement-breakpoint
CREATE INDEX "estimate_lines_product_idx" ON "estimate_lines" USING btree ("company_id","product_id") WHERE "estimate_lines"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "estimate_options_estimate_idx" ON "estimate_options" USING btree ("company_id","estimate_id","position");--> statement-breakpoint
CREATE INDEX "estimates_company_created_idx" ON "estimates" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "estimates_company_lead_idx" ON "estimates" USING btree ("company_id","lead_id") WHERE "estimates"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "estimates_company_job_idx" ON "estimates" USING btree ("company_id","job_id") WHERE "estimates"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "estimates_company_client_idx" ON "estimates" USING btree ("company_id","client_id") WHERE "estimates"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "measurements_company_updated_idx" ON "measurements" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "measurements_company_lead_idx" ON "measurements" USING btree ("company_id","lead_id") WHERE "measurements"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "measurements_company_job_idx" ON "measurements" USING btree ("company_id","job_id") WHERE "measurements"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "material_order_items_order_idx" ON "material_order_items" USING btree ("company_id","order_id","position");--> statement-breakpoint
CREATE INDEX "material_order_receipts_order_idx" ON "material_order_receipts" USING btree ("company_id","order_id","received_at");--> statement-breakpoint
CREATE INDEX "material_orders_company_created_idx" ON "material_orders" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "material_orders_company_job_idx" ON "material_orders" USING btree ("company_id","job_id") WHERE "material_orders"."job_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tax_rate_range" CHECK ("companies"."tax_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tax_applies_valid" CHECK (tax_applies_to in ('materials', 'labor', 'both'));