-- Requests that raced before these two rules may have left data that breaks them. Nothing is
-- deleted. Row-level security is forced on these tables for every role but the app's, so a
-- migrating role that owns them without being a superuser would see no rows: lifted here, and
-- forced again at the end.
ALTER TABLE "companies" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invitations" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- An owner of several companies keeps the one their profile is in (else the oldest); the others
-- keep all their data and members and lose only their owner, as when an owner's account is deleted.
UPDATE "companies" AS c SET "owner_id" = NULL
WHERE c."owner_id" IS NOT NULL AND c."id" <> (
  SELECT k."id" FROM "companies" AS k
  LEFT JOIN "profiles" AS p ON p."user_id" = k."owner_id" AND p."company_id" = k."id"
  WHERE k."owner_id" = c."owner_id"
  ORDER BY (p."user_id" IS NOT NULL) DESC, k."created_at", k."id"
  LIMIT 1
);--> statement-breakpoint
-- Of several open invitations to one address, the one sent last (the last to expire) stays open;
-- the others are revoked, so their links stop working.
UPDATE "invitations" AS i SET "revoked_at" = now()
WHERE i."accepted_at" IS NULL AND i."revoked_at" IS NULL AND EXISTS (
  SELECT 1 FROM "invitations" AS o
  WHERE o."company_id" = i."company_id" AND o."email" = i."email"
    AND o."accepted_at" IS NULL AND o."revoked_at" IS NULL
    AND (o."expires_at", o."created_at", o."id") > (i."expires_at", i."created_at", i."id")
);--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invitations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_id_key" ON "companies" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_company_email_open_key" ON "invitations" USING btree ("company_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;
