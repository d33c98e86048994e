-- Lists page newest first with `desc`, which puts nulls first: an index sorted DESC NULLS LAST cannot
-- serve them (the planner sorted every work log for a page), so four of them are made again to match.
CREATE TABLE "labor_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shifts" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost_cents" numeric NOT NULL,
	CONSTRAINT "labor_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
DROP INDEX "work_logs_company_started_idx";--> statement-breakpoint
DROP INDEX "work_logs_member_started_idx";--> statement-breakpoint
DROP INDEX "bills_company_created_idx";--> statement-breakpoint
DROP INDEX "receipts_company_date_idx";--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "work_day" date;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "worked_minutes" integer;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "labor_cost_cents" numeric;--> statement-breakpoint
ALTER TABLE "labor_days" ADD CONSTRAINT "labor_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_logs_company_day_approved_idx" ON "work_logs" USING btree ("company_id","work_day") WHERE "work_logs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "work_logs_unrated_idx" ON "work_logs" USING btree ("company_id","work_day") WHERE "work_logs"."status" = 'approved' and "work_logs"."labor_cost_cents" is null;--> statement-breakpoint
CREATE INDEX "work_logs_company_started_idx" ON "work_logs" USING btree ("company_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_logs_member_started_idx" ON "work_logs" USING btree ("company_id","user_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_company_created_idx" ON "bills" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_company_date_idx" ON "receipts" USING btree ("company_id","receipt_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A shift's company day, worked minutes and labor cost live on its row (ADR 0036), kept by the
-- database whatever writes the shift, the member's rates or the company's time zone, so that the
-- reports sum a column instead of dating and costing every shift on every read.
-- What whole minutes of a member's work cost on a company day: the loaded rate in force that day
-- (pay plus burden, in whole cents) per hour, exact to the fraction of a cent; null without a rate.
CREATE FUNCTION shift_labor_cost(company uuid, member text, day date, minutes integer) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT minutes * round(r.pay_rate_cents * (100 + r.burden_percent) / 100) / 60
  FROM employee_rates r
  WHERE r.company_id = company AND r.user_id = member AND r.effective_from <= day
  ORDER BY r.effective_from DESC
  LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION work_logs_costed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.work_day := (NEW.started_at AT TIME ZONE (SELECT time_zone FROM companies WHERE id = NEW.company_id))::date;
  NEW.worked_minutes := CASE WHEN NEW.ended_at IS NOT NULL
    THEN greatest(0, floor(extract(epoch FROM (NEW.ended_at - NEW.started_at)) / 60) - NEW.break_minutes) END;
  NEW.labor_cost_cents := shift_labor_cost(NEW.company_id, NEW.user_id, NEW.work_day, NEW.worked_minutes);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_logs_cost BEFORE INSERT OR UPDATE OF started_at, ended_at, break_minutes, user_id, company_id
  ON work_logs FOR EACH ROW EXECUTE FUNCTION work_logs_costed();
--> statement-breakpoint
-- A rate added (or changed, or removed) re-costs the member's shifts from its first day on.
CREATE FUNCTION employee_rates_recost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_logs w SET labor_cost_cents = shift_labor_cost(w.company_id, w.user_id, w.work_day, w.worked_minutes)
  WHERE w.company_id = coalesce(NEW.company_id, OLD.company_id) AND w.user_id IN (NEW.user_id, OLD.user_id)
    AND w.work_day >= least(NEW.effective_from, OLD.effective_from);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employee_rates_recost AFTER INSERT OR UPDATE OR DELETE ON employee_rates
  FOR EACH ROW EXECUTE FUNCTION employee_rates_recost();
--> statement-breakpoint
-- A new time zone moves shifts to other days (and maybe other rates): setting started_at runs
-- work_logs_costed again on each of the company's shifts.
CREATE FUNCTION companies_zone_redates_shifts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_logs SET started_at = started_at WHERE company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_zone_redates_shifts AFTER UPDATE OF time_zone ON companies
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION companies_zone_redates_shifts();
--> statement-breakpoint
-- labor_days holds each company day's approved, costed shifts: a change to a shift takes back what
-- it added to its old day and adds what it adds now. Row triggers run after their statement, so a
-- statement locks its shifts before any day's sums.
CREATE FUNCTION work_logs_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND OLD.labor_cost_cents IS NOT NULL THEN
    UPDATE labor_days SET shifts = shifts - 1, minutes = minutes - OLD.worked_minutes,
      cost_cents = cost_cents - OLD.labor_cost_cents
    WHERE company_id = OLD.company_id AND day = OLD.work_day;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' AND NEW.labor_cost_cents IS NOT NULL THEN
    INSERT INTO labor_days AS d (company_id, day, shifts, minutes, cost_cents)
    VALUES (NEW.company_id, NEW.work_day, 1, NEW.worked_minutes, NEW.labor_cost_cents)
    ON CONFLICT (company_id, day) DO UPDATE
      SET shifts = d.shifts + 1, minutes = d.minutes + excluded.minutes, cost_cents = d.cost_cents + excluded.cost_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_logs_roll_up_rows AFTER INSERT OR DELETE ON work_logs
  FOR EACH ROW EXECUTE FUNCTION work_logs_roll_up();
--> statement-breakpoint
CREATE TRIGGER work_logs_roll_up_changes AFTER UPDATE ON work_logs
  FOR EACH ROW WHEN ((OLD.status, OLD.work_day, OLD.worked_minutes, OLD.labor_cost_cents)
    IS DISTINCT FROM (NEW.status, NEW.work_day, NEW.worked_minutes, NEW.labor_cost_cents))
  EXECUTE FUNCTION work_logs_roll_up();
--> statement-breakpoint
-- The shifts already there. Row-level security is forced on these tables for every role but the
-- app's, so a migrating role that owns them without being a superuser would see no rows: lifted
-- here, and forced again at the end (as in 0006).
ALTER TABLE "work_logs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_rates" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE work_logs SET started_at = started_at;--> statement-breakpoint
ALTER TABLE "work_logs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_rates" FORCE ROW LEVEL SECURITY;
