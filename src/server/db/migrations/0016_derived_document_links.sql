ALTER TABLE "document_links" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
-- The key the parent's foreign key references comes first (drizzle-kit writes it after).
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_parent_document_key" UNIQUE("company_id","parent_id","kind","document_id");--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_company_id_parent_id_document_links_company_id_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."document_links"("company_id","id") ON DELETE cascade ON UPDATE no action;
