ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
-- Existing companies start with their owner's sign-in e-mail, as new ones do.
UPDATE "companies" SET "email" = "user"."email" FROM "user" WHERE "user"."id" = "companies"."owner_id";
