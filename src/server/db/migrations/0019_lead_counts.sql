CREATE TABLE "lead_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"budget_range" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_counts_company_id_status_budget_range_pk" PRIMARY KEY("company_id","status","budget_range")
);
--> statement-breakpoint
ALTER TABLE "lead_counts" ADD CONSTRAINT "lead_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- lead_counts holds how many leads a company has by status and budget range (ADR 0045), kept by the
-- database whatever writes leads. A lead that changes status or range moves between two rows, which
-- are taken in key order, so that two opposite moves lock them in the same order.
CREATE FUNCTION lead_counts_add(company uuid, lead_status text, range text, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO lead_counts AS c (company_id, status, budget_range, n) VALUES (company, lead_status, range, delta)
  ON CONFLICT (company_id, status, budget_range) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION lead_counts_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text[];
  new_key text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := ARRAY[OLD.company_id::text, OLD.status, coalesce(OLD.budget_range, '')];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := ARRAY[NEW.company_id::text, NEW.status, coalesce(NEW.budget_range, '')];
  END IF;
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN NULL;
  END IF;
  IF new_key IS NOT NULL AND (old_key IS NULL OR new_key < old_key) THEN
    PERFORM lead_counts_add(new_key[1]::uuid, new_key[2], new_key[3], 1);
    new_key := NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    PERFORM lead_counts_add(old_key[1]::uuid, old_key[2], old_key[3], -1);
  END IF;
  IF new_key IS NOT NULL THEN
    PERFORM lead_counts_add(new_key[1]::uuid, new_key[2], new_key[3], 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_lead_counts AFTER INSERT OR DELETE OR UPDATE OF company_id, status, budget_range ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_counts_roll_up();
--> statement-breakpoint
-- The leads already there. Row-level security is forced on leads for every role, so a migrating
-- role that owns it without being a superuser would see no rows: lifted here, and forced again.
ALTER TABLE "leads" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO lead_counts (company_id, status, budget_range, n)
SELECT company_id, status, coalesce(budget_range, ''), count(*)::int FROM leads GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "leads" FORCE ROW LEVEL SECURITY;
