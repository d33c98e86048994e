CREATE TABLE "job_figures" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"invoiced_cents" numeric DEFAULT '0' NOT NULL,
	"cost_records" integer DEFAULT 0 NOT NULL,
	"materials_cents" numeric DEFAULT '0' NOT NULL,
	"labor_cents" numeric DEFAULT '0' NOT NULL,
	"subcontractors_cents" numeric DEFAULT '0' NOT NULL,
	"other_cents" numeric DEFAULT '0' NOT NULL,
	"unrated_shifts" integer DEFAULT 0 NOT NULL,
	"unrated_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_figures_company_id_job_id_pk" PRIMARY KEY("company_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_figures" ADD CONSTRAINT "job_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_figures" ADD CONSTRAINT "job_figures_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- job_figures holds what the ledger (ledger.ts, ADR 0035) counts for each job over all time (ADR
-- 0048), kept by the database from the tables that record it, whatever writes them. Each row trigger
-- takes back what a record added before and adds what it adds now. A cost's kind is its category's
-- (jobCostKind in shared/financials.ts): materials, labor, subcontractors, and every other as other.
CREATE FUNCTION job_cost_kind(category text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN category IN ('materials', 'labor', 'subcontractors') THEN category ELSE 'other' END;
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) one record of a job: an invoice's revenue ('invoice'), a cost
-- of a kind, or an approved shift without a rate ('unrated', cents being its minutes). A job that is
-- gone (deleted in the same statement) has no figures.
CREATE FUNCTION job_figures_add(company uuid, job uuid, what text, cents numeric, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO job_figures AS f (company_id, job_id, invoices, invoiced_cents, cost_records, materials_cents,
    labor_cents, subcontractors_cents, other_cents, unrated_shifts, unrated_minutes)
  SELECT company, job,
    CASE WHEN what = 'invoice' THEN sign ELSE 0 END,
    CASE WHEN what = 'invoice' THEN sign * cents ELSE 0 END,
    CASE WHEN what IN ('materials', 'labor', 'subcontractors', 'other') THEN sign ELSE 0 END,
    CASE WHEN what = 'materials' THEN sign * cents ELSE 0 END,
    CASE WHEN what = 'labor' THEN sign * cents ELSE 0 END,
    CASE WHEN what = 'subcontractors' THEN sign * cents ELSE 0 END,
    CASE WHEN what = 'other' THEN sign * cents ELSE 0 END,
    CASE WHEN what = 'unrated' THEN sign ELSE 0 END,
    CASE WHEN what = 'unrated' THEN sign * cents ELSE 0 END
  FROM jobs WHERE jobs.id = job AND jobs.company_id = company
  ON CONFLICT (company_id, job_id) DO UPDATE SET
    invoices = f.invoices + excluded.invoices, invoiced_cents = f.invoiced_cents + excluded.invoiced_cents,
    cost_records = f.cost_records + excluded.cost_records, materials_cents = f.materials_cents + excluded.materials_cents,
    labor_cents = f.labor_cents + excluded.labor_cents,
    subcontractors_cents = f.subcontractors_cents + excluded.subcontractors_cents,
    other_cents = f.other_cents + excluded.other_cents, unrated_shifts = f.unrated_shifts + excluded.unrated_shifts,
    unrated_minutes = f.unrated_minutes + excluded.unrated_minutes;
$$;
--> statement-breakpoint
-- A received material order counts as materials until a bill (not void) is made from it: at most
-- one is (bills_one_per_order).
CREATE FUNCTION job_figures_order(company uuid, one_order uuid, sign integer) RETURNS void LANGUAGE sql AS $$
  SELECT job_figures_add(o.company_id, o.job_id, 'materials', o.total_cents, sign)
  FROM material_orders o
  WHERE o.id = one_order AND o.company_id = company AND o.status = 'received' AND o.total_cents IS NOT NULL
    AND o.job_id IS NOT NULL;
$$;
--> statement-breakpoint
-- Invoices issued (neither draft nor void): their total without the sales tax.
CREATE FUNCTION job_figures_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.job_id IS NOT NULL AND OLD.status NOT IN ('draft', 'void') THEN
    PERFORM job_figures_add(OLD.company_id, OLD.job_id, 'invoice', OLD.total_cents - OLD.tax_cents, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.job_id IS NOT NULL AND NEW.status NOT IN ('draft', 'void') THEN
    PERFORM job_figures_add(NEW.company_id, NEW.job_id, 'invoice', NEW.total_cents - NEW.tax_cents, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_job_figures_rows AFTER INSERT OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION job_figures_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_job_figures_changes AFTER UPDATE ON invoices
  FOR EACH ROW WHEN ((OLD.company_id, OLD.job_id, OLD.status, OLD.total_cents, OLD.tax_cents)
    IS DISTINCT FROM (NEW.company_id, NEW.job_id, NEW.status, NEW.total_cents, NEW.tax_cents))
  EXECUTE FUNCTION job_figures_invoices();
--> statement-breakpoint
-- Bills (not void) by their category; a bill made from an order takes the order's place.
CREATE FUNCTION job_figures_bills() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_order uuid[];
  new_order uuid[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'void' THEN
    IF OLD.order_id IS NOT NULL THEN
      old_order := ARRAY[OLD.company_id, OLD.order_id];
    END IF;
    IF OLD.job_id IS NOT NULL THEN
      PERFORM job_figures_add(OLD.company_id, OLD.job_id, job_cost_kind(OLD.category), OLD.amount_cents, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'void' THEN
    IF NEW.order_id IS NOT NULL THEN
      new_order := ARRAY[NEW.company_id, NEW.order_id];
    END IF;
    IF NEW.job_id IS NOT NULL THEN
      PERFORM job_figures_add(NEW.company_id, NEW.job_id, job_cost_kind(NEW.category), NEW.amount_cents, 1);
    END IF;
  END IF;
  -- The order this bill stood for no longer has one; the one it stands for now has.
  IF old_order IS DISTINCT FROM new_order THEN
    IF old_order IS NOT NULL THEN
      PERFORM job_figures_order(old_order[1], old_order[2], 1);
    END IF;
    IF new_order IS NOT NULL THEN
      PERFORM job_figures_order(new_order[1], new_order[2], -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_job_figures_rows AFTER INSERT OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION job_figures_bills();
--> statement-breakpoint
CREATE TRIGGER bills_job_figures_changes AFTER UPDATE ON bills
  FOR EACH ROW WHEN ((OLD.company_id, OLD.job_id, OLD.status, OLD.category, OLD.amount_cents, OLD.order_id)
    IS DISTINCT FROM (NEW.company_id, NEW.job_id, NEW.status, NEW.category, NEW.amount_cents, NEW.order_id))
  EXECUTE FUNCTION job_figures_bills();
--> statement-breakpoint
-- Received material orders with a total, while no bill (not void) is made from them.
CREATE FUNCTION job_figures_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'received' AND OLD.total_cents IS NOT NULL AND OLD.job_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.company_id = OLD.company_id AND b.order_id = OLD.id AND b.status <> 'void')
  THEN
    PERFORM job_figures_add(OLD.company_id, OLD.job_id, 'materials', OLD.total_cents, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'received' AND NEW.total_cents IS NOT NULL AND NEW.job_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.company_id = NEW.company_id AND b.order_id = NEW.id AND b.status <> 'void')
  THEN
    PERFORM job_figures_add(NEW.company_id, NEW.job_id, 'materials', NEW.total_cents, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER material_orders_job_figures_rows AFTER INSERT OR DELETE ON material_orders
  FOR EACH ROW EXECUTE FUNCTION job_figures_orders();
--> statement-breakpoint
CREATE TRIGGER material_orders_job_figures_changes AFTER UPDATE ON material_orders
  FOR EACH ROW WHEN ((OLD.company_id, OLD.job_id, OLD.status, OLD.total_cents)
    IS DISTINCT FROM (NEW.company_id, NEW.job_id, NEW.status, NEW.total_cents))
  EXECUTE FUNCTION job_figures_orders();
--> statement-breakpoint
-- Receipts by their category.
CREATE FUNCTION job_figures_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.job_id IS NOT NULL THEN
    PERFORM job_figures_add(OLD.company_id, OLD.job_id, job_cost_kind(OLD.category), OLD.amount_cents, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.job_id IS NOT NULL THEN
    PERFORM job_figures_add(NEW.company_id, NEW.job_id, job_cost_kind(NEW.category), NEW.amount_cents, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_job_figures_rows AFTER INSERT OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION job_figures_receipts();
--> statement-breakpoint
CREATE TRIGGER receipts_job_figures_changes AFTER UPDATE ON receipts
  FOR EACH ROW WHEN ((OLD.company_id, OLD.job_id, OLD.category, OLD.amount_cents)
    IS DISTINCT FROM (NEW.company_id, NEW.job_id, NEW.category, NEW.amount_cents))
  EXECUTE FUNCTION job_figures_receipts();
--> statement-breakpoint
-- Approved shifts: their labor cost (ADR 0036: kept on the row, re-costed when a rate or the time
-- zone changes), or without a rate, their minutes.
CREATE FUNCTION job_figures_work_logs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.job_id IS NOT NULL AND OLD.status = 'approved' THEN
    PERFORM job_figures_add(OLD.company_id, OLD.job_id, CASE WHEN OLD.labor_cost_cents IS NULL THEN 'unrated' ELSE 'labor' END,
      coalesce(OLD.labor_cost_cents, OLD.worked_minutes, 0), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.job_id IS NOT NULL AND NEW.status = 'approved' THEN
    PERFORM job_figures_add(NEW.company_id, NEW.job_id, CASE WHEN NEW.labor_cost_cents IS NULL THEN 'unrated' ELSE 'labor' END,
      coalesce(NEW.labor_cost_cents, NEW.worked_minutes, 0), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_logs_job_figures_rows AFTER INSERT OR DELETE ON work_logs
  FOR EACH ROW EXECUTE FUNCTION job_figures_work_logs();
--> statement-breakpoint
CREATE TRIGGER work_logs_job_figures_changes AFTER UPDATE ON work_logs
  FOR EACH ROW WHEN ((OLD.company_id, OLD.job_id, OLD.status, OLD.labor_cost_cents, OLD.worked_minutes)
    IS DISTINCT FROM (NEW.company_id, NEW.job_id, NEW.status, NEW.labor_cost_cents, NEW.worked_minutes))
  EXECUTE FUNCTION job_figures_work_logs();
--> statement-breakpoint
-- The records already there. Row-level security is forced on these tables for every role but the
-- app's, so a migrating role that owns them without being a superuser would see no rows: lifted
-- here, and forced again at the end (as in 0015 and 0019).
ALTER TABLE "invoices" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bills" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "material_orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipts" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_logs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO job_figures (company_id, job_id, invoices, invoiced_cents, cost_records, materials_cents, labor_cents,
  subcontractors_cents, other_cents, unrated_shifts, unrated_minutes)
SELECT company_id, job_id, count(*) FILTER (WHERE what = 'invoice'), coalesce(sum(cents) FILTER (WHERE what = 'invoice'), 0),
  count(*) FILTER (WHERE what IN ('materials', 'labor', 'subcontractors', 'other')),
  coalesce(sum(cents) FILTER (WHERE what = 'materials'), 0), coalesce(sum(cents) FILTER (WHERE what = 'labor'), 0),
  coalesce(sum(cents) FILTER (WHERE what = 'subcontractors'), 0), coalesce(sum(cents) FILTER (WHERE what = 'other'), 0),
  count(*) FILTER (WHERE what = 'unrated'), coalesce(sum(cents) FILTER (WHERE what = 'unrated'), 0)
FROM (
  SELECT company_id, job_id, 'invoice' AS what, (total_cents - tax_cents)::numeric AS cents FROM invoices
  WHERE status NOT IN ('draft', 'void')
  UNION ALL SELECT company_id, job_id, job_cost_kind(category), amount_cents FROM bills WHERE status <> 'void'
  UNION ALL SELECT company_id, job_id, job_cost_kind(category), amount_cents FROM receipts
  UNION ALL SELECT company_id, job_id, CASE WHEN labor_cost_cents IS NULL THEN 'unrated' ELSE 'labor' END,
    coalesce(labor_cost_cents, worked_minutes, 0) FROM work_logs WHERE status = 'approved'
  UNION ALL SELECT o.company_id, o.job_id, 'materials', o.total_cents FROM material_orders o
  WHERE o.status = 'received' AND o.total_cents IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM bills b WHERE b.company_id = o.company_id AND b.order_id = o.id AND b.status <> 'void')
) records
WHERE job_id IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bills" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "material_orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_logs" FORCE ROW LEVEL SECURITY;
