import { AlertTriangle, Info } from 'lucide-react';
import { Link } from 'react-router';
import { plural } from '../../lib/format.ts';
import { LANGUAGES, useI18n } from '../../lib/i18n.ts';

// Parts the overview and the reports page share.

/** The accrual and cash bases, and that none of it is tax advice. */
export function BasisNote() {
  const { t } = useI18n();
  return (
    <p
      role="note"
      data-testid="basis-note"
      className="flex items-start gap-2 rounded-lg border border-info-text/30 bg-info-soft px-4 py-3 text-sm text-info-text"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{t('financialReports.basis')}</span>
    </p>
  );
}

/** Approved hours that cost nothing because their member has no pay rate: the figures miss them. */
export function UnratedLabor({ shifts, minutes }: { shifts: number; minutes: number }) {
  const { t, language } = useI18n();
  if (shifts === 0) return null;
  const hours = new Intl.NumberFormat(LANGUAGES[language], { maximumFractionDigits: 2 }).format(minutes / 60);
  return (
    <div
      role="alert"
      data-testid="unrated-labor"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning-text/40 bg-warning-soft px-4 py-3 text-sm text-warning-text"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <span>{plural(t, 'financialReports.unrated', shifts, { hours })}</span>
      <Link to="/dashboard/employee-rates" className="font-medium underline underline-offset-4">
        {t('financialReports.setRates')}
      </Link>
    </div>
  );
}
