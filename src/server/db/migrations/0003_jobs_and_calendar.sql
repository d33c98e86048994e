CREATE TABLE "calendar_feeds" (
	"company_id" uuid NOT NULL,
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"last_fetched_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_task_assignees" (
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "calendar_task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"job_id" uuid,
	"notes" text,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_tasks_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "calendar_tasks_title_not_blank" CHECK (length(btrim("calendar_tasks"."title")) > 0),
	CONSTRAINT "calendar_tasks_ordered" CHECK ("calendar_tasks"."ends_at" > "calendar_tasks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "job_crew" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_crew_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text,
	"update_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"progress_percentage" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_updates_type_valid" CHECK (update_type in ('created', 'status_change', 'stage_change', 'completed', 'note'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"lead_id" uuid,
	"client_id" text,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"title" text NOT NULL,
	"description" text,
	"address" text,
	"service_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"project_stage" text DEFAULT 'project_start' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(12, 2),
	"materials_cost" numeric(12, 2),
	"labor_cost" numeric(12, 2),
	"square_feet" integer,
	"start_date" date,
	"end_date" date,
	"scheduled_start" timestamp (3) with time zone,
	"scheduled_end" timestamp (3) with time zone,
	"notes" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "jobs_company_lead_key" UNIQUE("company_id","lead_id"),
	CONSTRAINT "jobs_title_not_blank" CHECK (length(btrim("jobs"."title")) > 0),
	CONSTRAINT "jobs_status_valid" CHECK (status in ('pending', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "jobs_stage_valid" CHECK (project_stage in ('project_start', 'site_measured', 'materials_ordered', 'materials_delivered', 'removal_and_prep', 'subfloor_ready', 'installation', 'finishing', 'final_walkthrough', 'project_complete')),
	CONSTRAINT "jobs_service_type_valid" CHECK (service_type in ('hardwood', 'laminate', 'vinyl', 'tile', 'carpet', 'refinishing', 'repair', 'other')),
	CONSTRAINT "jobs_progress_range" CHECK ("jobs"."progress_percentage" between 0 and 100),
	CONSTRAINT "jobs_amounts_positive" CHECK ("jobs"."total_amount" >= 0 and "jobs"."materials_cost" >= 0 and "jobs"."labor_cost" >= 0),
	CONSTRAINT "jobs_square_feet_positive" CHECK ("jobs"."square_feet" >= 0),
	CONSTRAINT "jobs_dates_ordered" CHECK ("jobs"."end_date" >= "jobs"."start_date"),
	CONSTRAINT "jobs_schedule_ordered" CHECK ("jobs"."scheduled_end" > "jobs"."scheduled_start")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_task_assignees" ADD CONSTRAINT "calendar_task_assignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_task_assignees" ADD CONSTRAINT "calendar_task_assignees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_task_assignees" ADD CONSTRAINT "calendar_task_assignees_company_id_task_id_calendar_tasks_company_id_id_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."calendar_tasks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_tasks" ADD CONSTRAINT "calendar_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_tasks" ADD CONSTRAINT "calendar_tasks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_tasks" ADD CONSTRAINT "calendar_tasks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_crew" ADD CONSTRAINT "job_crew_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_crew" ADD CONSTRAINT "job_crew_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_crew" ADD CONSTRAINT "job_crew_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_updates" ADD CONSTRAINT "job_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_updates" ADD CONSTRAINT "job_updates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_updates" ADD CONSTRAINT "job_updates_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_company_idx" ON "calendar_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "calendar_task_assignees_company_user_idx" ON "calendar_task_assignees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "calendar_tasks_company_starts_idx" ON "calendar_tasks" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_tasks_job_idx" ON "calendar_tasks" USING btree ("job_id") WHERE "calendar_tasks"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "job_crew_company_user_idx" ON "job_crew" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "job_updates_company_job_created_idx" ON "job_updates" USING btree ("company_id","job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_status_created_idx" ON "jobs" USING btree ("company_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_stage_idx" ON "jobs" USING btree ("company_id","project_stage","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_scheduled_idx" ON "jobs" USING btree ("company_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "jobs_company_client_idx" ON "jobs" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "jobs_lead_idx" ON "jobs" USING btree ("lead_id") WHERE "jobs"."lead_id" is not null;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_job_idx" ON "analytics_events" USING btree ("job_id") WHERE "analytics_events"."job_id" is not null;