CREATE TABLE "catalog_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sku" text,
	"supplier_id" uuid,
	"unit" text NOT NULL,
	"coverage_per_box" numeric(12, 2),
	"piece_length" numeric(12, 2),
	"price" numeric(12, 4) NOT NULL,
	"cost" numeric(12, 4) NOT NULL,
	"default_waste_percent" numeric(12, 2),
	"labor_rate_per_sq_ft" numeric(12, 4),
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "catalog_products_name_not_blank" CHECK (length(btrim("catalog_products"."name")) > 0),
	CONSTRAINT "catalog_products_category_valid" CHECK (category in ('hardwood', 'engineered', 'laminate', 'vinyl_lvp', 'tile', 'carpet', 'underlayment', 'trim_transition', 'adhesive_supplies', 'labor', 'other')),
	CONSTRAINT "catalog_products_unit_valid" CHECK (unit in ('sq_ft', 'box', 'linear_ft', 'linear_yd', 'each', 'hour')),
	CONSTRAINT "catalog_products_amounts_not_negative" CHECK ("catalog_products"."price" >= 0 and "catalog_products"."cost" >= 0 and coalesce("catalog_products"."labor_rate_per_sq_ft", 0) >= 0),
	CONSTRAINT "catalog_products_measures_positive" CHECK (coalesce("catalog_products"."coverage_per_box", 1) > 0 and coalesce("catalog_products"."piece_length", 1) > 0),
	CONSTRAINT "catalog_products_waste_range" CHECK ("catalog_products"."default_waste_percent" is null or "catalog_products"."default_waste_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"account_number" text,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "suppliers_name_not_blank" CHECK (length(btrim("suppliers"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_company_id_supplier_id_suppliers_company_id_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_products_company_name_idx" ON "catalog_products" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "catalog_products_company_created_idx" ON "catalog_products" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "catalog_products_company_supplier_idx" ON "catalog_products" USING btree ("company_id","supplier_id") WHERE "catalog_products"."supplier_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_company_sku_active_key" ON "catalog_products" USING btree ("company_id","sku") WHERE "catalog_products"."sku" is not null and "catalog_products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_company_name_idx" ON "suppliers" USING btree ("company_id",lower("name"),"id");