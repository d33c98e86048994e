CREATE TABLE "client_gallery_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"last_accessed" timestamp (3) with time zone,
	"access_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_gallery_access_token_key" UNIQUE("access_token"),
	CONSTRAINT "client_gallery_access_count_positive" CHECK ("client_gallery_access"."access_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" text,
	"email" text,
	"notification_type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"photo_id" uuid,
	"timeline_event_id" uuid,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notifications_type_valid" CHECK (notification_type in ('milestone_completed', 'photo_added'))
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text,
	"file_path" text NOT NULL,
	"display_path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"photo_type" text DEFAULT 'progress' NOT NULL,
	"stage" text,
	"description" text,
	"is_client_visible" boolean DEFAULT true NOT NULL,
	"is_portfolio_worthy" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_accuracy" double precision,
	"taken_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_photos_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "project_photos_type_valid" CHECK (photo_type in ('before', 'after', 'progress', 'during')),
	CONSTRAINT "project_photos_stage_valid" CHECK (stage in ('project_start', 'site_measured', 'materials_ordered', 'materials_delivered', 'removal_and_prep', 'subfloor_ready', 'installation', 'finishing', 'final_walkthrough', 'project_complete')),
	CONSTRAINT "project_photos_latitude_range" CHECK ("project_photos"."latitude" between -90 and 90),
	CONSTRAINT "project_photos_longitude_range" CHECK ("project_photos"."longitude" between -180 and 180),
	CONSTRAINT "project_photos_size_positive" CHECK ("project_photos"."file_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text,
	"event_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_milestone" boolean DEFAULT false NOT NULL,
	"is_client_visible" boolean DEFAULT true NOT NULL,
	"scheduled_for" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_timeline_events_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "project_timeline_events_type_valid" CHECK (event_type in ('photo_added', 'milestone_completed', 'stage_started', 'client_note', 'other')),
	CONSTRAINT "project_timeline_events_title_not_blank" CHECK (length(btrim("project_timeline_events"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "showcase_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"showcase_project_id" uuid NOT NULL,
	"link_token" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcase_links_token_key" UNIQUE("link_token")
);
--> statement-breakpoint
CREATE TABLE "showcase_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"showcase_title" text NOT NULL,
	"showcase_description" text,
	"featured_photo_id" uuid,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcase_projects_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "showcase_projects_company_job_key" UNIQUE("company_id","job_id"),
	CONSTRAINT "showcase_projects_title_not_blank" CHECK (length(btrim("showcase_projects"."showcase_title")) > 0),
	CONSTRAINT "showcase_projects_view_count_positive" CHECK ("showcase_projects"."view_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_gallery_access" ADD CONSTRAINT "client_gallery_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_gallery_access" ADD CONSTRAINT "client_gallery_access_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_gallery_access" ADD CONSTRAINT "client_gallery_access_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notifications" ADD CONSTRAINT "client_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notifications" ADD CONSTRAINT "client_notifications_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notifications" ADD CONSTRAINT "client_notifications_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notifications" ADD CONSTRAINT "client_notifications_company_id_photo_id_project_photos_company_id_id_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."project_photos"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notifications" ADD CONSTRAINT "client_notifications_company_id_timeline_event_id_project_timeline_events_company_id_id_fk" FOREIGN KEY ("company_id","timeline_event_id") REFERENCES "public"."project_timeline_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline_events" ADD CONSTRAINT "project_timeline_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline_events" ADD CONSTRAINT "project_timeline_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timeline_events" ADD CONSTRAINT "project_timeline_events_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_links" ADD CONSTRAINT "showcase_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_links" ADD CONSTRAINT "showcase_links_company_id_showcase_project_id_showcase_projects_company_id_id_fk" FOREIGN KEY ("company_id","showcase_project_id") REFERENCES "public"."showcase_projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_projects" ADD CONSTRAINT "showcase_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_projects" ADD CONSTRAINT "showcase_projects_company_id_job_id_jobs_company_id_id_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_gallery_access_company_job_idx" ON "client_gallery_access" USING btree ("company_id","job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_notifications_company_job_created_idx" ON "client_notifications" USING btree ("company_id","job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_notifications_company_client_idx" ON "client_notifications" USING btree ("company_id","client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_photos_company_job_taken_idx" ON "project_photos" USING btree ("company_id","job_id","taken_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_timeline_events_company_job_created_idx" ON "project_timeline_events" USING btree ("company_id","job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "showcase_links_company_project_idx" ON "showcase_links" USING btree ("company_id","showcase_project_id");