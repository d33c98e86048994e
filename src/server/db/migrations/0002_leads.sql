CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" text,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_activities_type_valid" CHECK (activity_type in ('created', 'status_change', 'import', 'note', 'call', 'email'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_digits" text,
	"address" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"flooring_type" text,
	"status" text DEFAULT 'new_lead' NOT NULL,
	"budget_range" text,
	"square_feet" integer,
	"rooms" integer,
	"timeline" text,
	"notes" text,
	"next_follow_up_on" date,
	"assigned_to" text,
	"referrer_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "leads_name_not_blank" CHECK (length(btrim("leads"."name")) > 0),
	CONSTRAINT "leads_status_valid" CHECK (status in ('new_lead', 'cold_lead', 'warm_lead', 'contacted', 'qualified', 'estimate_requested', 'estimate_scheduled', 'proposal_sent', 'proposal_accepted', 'lost')),
	CONSTRAINT "leads_source_valid" CHECK (source in ('manual', 'quiz', 'referral', 'website', 'phone', 'social_media', 'import', 'other')),
	CONSTRAINT "leads_flooring_type_valid" CHECK (flooring_type in ('hardwood', 'laminate', 'vinyl', 'tile', 'carpet', 'refinishing', 'repair', 'other')),
	CONSTRAINT "leads_budget_range_valid" CHECK (budget_range in ('under_5k', '5k_10k', '10k_25k', '25k_50k', 'over_50k')),
	CONSTRAINT "leads_timeline_valid" CHECK (timeline in ('asap', 'within_1_month', '1_3_months', '3_6_months', 'exploring')),
	CONSTRAINT "leads_square_feet_positive" CHECK ("leads"."square_feet" >= 0),
	CONSTRAINT "leads_rooms_positive" CHECK ("leads"."rooms" >= 0)
);
--> statement-breakpoint
DROP INDEX "analytics_events_company_created_idx";--> statement-breakpoint
DROP INDEX "analytics_events_company_type_idx";--> statement-breakpoint
DROP INDEX "invitations_company_created_idx";--> statement-breakpoint
DROP INDEX "notifications_company_user_created_idx";--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_company_id_lead_id_leads_company_id_id_fk" FOREIGN KEY ("company_id","lead_id") REFERENCES "public"."leads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_referrer_id_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_company_lead_created_idx" ON "lead_activities" USING btree ("company_id","lead_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_created_idx" ON "leads" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_status_created_idx" ON "leads" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_referrer_idx" ON "leads" USING btree ("company_id","referrer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_email_idx" ON "leads" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "leads_company_phone_idx" ON "leads" USING btree ("company_id",right("phone_digits", 10));--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_lead_idx" ON "analytics_events" USING btree ("lead_id") WHERE "analytics_events"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_company_created_idx" ON "analytics_events" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_events_company_type_idx" ON "analytics_events" USING btree ("company_id","event_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invitations_company_created_idx" ON "invitations" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_company_user_created_idx" ON "notifications" USING btree ("company_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);