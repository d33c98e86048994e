import { Clock, FileClock, Globe, Mail, Phone, ShieldAlert, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import type { PublicCompany } from '../../../shared/share-responses.ts';
import { PublicProblem, PublicStatePage } from '../../components/public/PublicPageFrame.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDocumentPrice } from '../../../shared/format.ts';
import { formatDecimal } from '../../lib/format.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Toaster } from '../../components/ui/Toaster.tsx';
import type { ApiError } from '../../lib/api.ts';
import { asApiError, errorText, linkProblem, type LinkProblem } from './errors.ts';
import { telHref } from './paying.ts';

/** A unit of the catalog in the page's language; a unit typed by hand as written. */
export function unitName(unit: string, t: (key: string) => string): string {
  return (CATALOG_UNITS as readonly string[]).includes(unit) ? t(`approvals.units.${unit}`) : unit;
}

/** The company's name and how to reach it. */
export function CompanyCard({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  return (
    <section
      aria-label={t('approvals.company.label')}
      className="rounded-xl border bg-card p-4"
      data-testid="company-card"
    >
      <p className="text-xs font-medium text-muted-foreground uppercase">{t('approvals.company.label')}</p>
      <p className="text-lg font-semibold break-words">{company.name}</p>
      <ContactLinks company={company} className="mt-2" />
    </section>
  );
}

/** The company's phone (tel:) and e-mail (mailto:) as links, and its website unless left out; nothing when it has none. */
export function ContactLinks({
  company,
  website: withWebsite = true,
  className,
}: {
  company: PublicCompany;
  website?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const tel = telHref(company.phone);
  const website =
    withWebsite &&
    company.website &&
    (/^https?:\/\//i.test(company.website) ? company.website : `https://${company.website}`);
  const link = 'inline-flex items-center gap-1.5 text-primary-text underline-offset-4 hover:underline break-all';
  if (!tel && !company.email && !website) return null;
  return (
    <ul className={cn('flex flex-wrap gap-x-5 gap-y-1.5 text-sm', className)}>
      {company.phone && tel && (
        <li>
          <a className={link} href={tel} aria-label={t('approvals.company.phone', { phone: company.phone })}>
            <Phone className="size-4 shrink-0" aria-hidden />
            {company.phone}
          </a>
        </li>
      )}
      {company.email && (
        <li>
          <a
            className={link}
            href={`mailto:${company.email}`}
            aria-label={t('approvals.company.email', { email: company.email })}
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {company.email}
          </a>
        </li>
      )}
      {website && (
        <li>
          <a className={link} href={website} target="_blank" rel="noopener noreferrer">
            <Globe className="size-4 shrink-0" aria-hidden />
            {company.website}
          </a>
        </li>
      )}
    </ul>
  );
}

export interface ViewLine {
  id: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amountCents: number;
}

/** Lines as a list that reads on a phone: the description and amount, the quantity × price under it. */
export function LinesList({ lines, label }: { lines: readonly ViewLine[]; label?: string }) {
  const { t, language } = useI18n();
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">{t('approvals.lines.empty')}</p>;
  return (
    <ul aria-label={label ?? t('approvals.lines.label')} className="divide-y divide-border rounded-lg border bg-card">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start justify-between gap-4 px-4 py-3" data-testid="document-line">
          <div className="min-w-0">
            <p className="break-words">{line.description}</p>
            <p className="text-sm text-muted-foreground tabular-nums">
              {t('approvals.lines.detail', {
                quantity: formatDecimal(line.quantity, language),
                unit: unitName(line.unit, t),
                price: formatDocumentPrice(line.unitPrice, line.unit, language),
              })}
            </p>
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatCents(line.amountCents, language)}</p>
        </li>
      ))}
    </ul>
  );
}

export type TotalRow = {
  key: string;
  cents: number;
  /** Its name when `approvals.totals.<key>` is not it. */
  label?: string;
  strong?: boolean;
  tone?: 'danger' | 'success';
};

/** Label and amount rows, the strong ones (total, balance) larger. */
export function TotalsList({ rows, testId }: { rows: readonly TotalRow[]; testId?: string }) {
  const { t, language } = useI18n();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm sm:ml-auto sm:max-w-sm" data-testid={testId}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={cn('contents', row.strong && 'text-base font-semibold')}
          data-testid={testId && `${testId}-${row.key}`}
        >
          <dt className={cn(!row.strong && 'text-muted-foreground')}>
            {row.label ?? t(`approvals.totals.${row.key}`)}
          </dt>
          <dd
            className={cn(
              'text-right tabular-nums',
              row.tone === 'danger' && 'text-danger-text',
              row.tone === 'success' && 'text-success-text',
            )}
          >
            {formatCents(row.cents, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of the company's own text (notes, terms). */
export function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <section className="space-y-1">
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="text-sm whitespace-pre-line break-words text-muted-foreground">{text}</p>
    </section>
  );
}

/** The page while its link opens (the page titles its tab: useDocumentTitle). */
export function LoadingPage() {
  const { t } = useI18n();
  return (
    <PublicStatePage className="gap-4">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span className="relative flex size-16 items-center justify-center">
          <span className="absolute inset-0 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
          <ShieldCheck className="size-7 text-primary-text" aria-hidden />
        </span>
        <p className="text-lg font-semibold">{t('approvals.loading')}</p>
      </div>
    </PublicStatePage>
  );
}

const PROBLEM_ICONS: Record<LinkProblem, LucideIcon> = {
  invalid: ShieldAlert,
  expired: Clock,
  superseded: FileClock,
  answered: FileClock,
  failed: ShieldAlert,
};

/** A link that does not open: why, in the page's language, and a retry when it may help. */
export function ProblemPage({ error }: { error: ApiError }) {
  const { t } = useI18n();
  const problem = linkProblem(error);
  const message = errorText(error, t);
  return (
    <PublicStatePage languageSwitcher className="gap-4">
      <PublicProblem
        icon={PROBLEM_ICONS[problem]}
        tone={problem === 'invalid' || problem === 'failed' ? 'danger' : 'muted'}
        retry={
          problem === 'failed'
            ? { label: t('approvals.problem.retry'), onClick: () => window.location.reload() }
            : undefined
        }
        className="space-y-5"
      >
        <div className="space-y-2" data-testid="link-problem" data-problem={problem}>
          <h1 className="text-xl font-semibold">{t(`approvals.problem.${problem}`)}</h1>
          <p className="text-muted-foreground">{message.text}</p>
        </div>
      </PublicProblem>
    </PublicStatePage>
  );
}

/** An alert under a form or a button: a failure's text. */
export function ErrorNote({ message, id }: { message: { text: string } | null; id?: string }): ReactNode {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-danger-text/40 bg-danger-soft px-3 py-2 text-sm font-medium text-danger-text"
      data-testid="action-error"
    >
      {message.text}
    </p>
  );
}

type Loaded<T> = { token: string } & ({ data: T } | { error: ApiError });

/**
 * A page a private link opens (/estimate/{token}, /invoice/{token}): loads what the token shows,
 * then draws it, or says why the link does not open. Until then the tab has the page's own title;
 * PublicPageFrame titles it after the company once loaded.
 */
export function TokenPage<T>({
  titleKey,
  load,
  children,
}: {
  titleKey: `titles.${string}`;
  load: (token: string) => Promise<T>;
  children: (view: { token: string; data: T; onChange: (data: T) => void }) => ReactNode;
}) {
  useBundle('share');
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded<T>>();

  useEffect(() => {
    let current = true;
    load(token)
      .then((data): Loaded<T> => ({ token, data }))
      .catch((error: unknown): Loaded<T> => ({ token, error: asApiError(error) }))
      .then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [load, token]);

  return (
    <>
      <Toaster />
      {!loaded || loaded.token !== token ? (
        <Titled titleKey={titleKey}>
          <LoadingPage />
        </Titled>
      ) : 'error' in loaded ? (
        <Titled titleKey={titleKey}>
          <ProblemPage error={loaded.error} />
        </Titled>
      ) : (
        children({ token, data: loaded.data, onChange: (data) => setLoaded({ token, data }) })
      )}
    </>
  );
}

function Titled({ titleKey, children }: { titleKey: `titles.${string}`; children: ReactNode }) {
  useDocumentTitle(titleKey);
  return children;
}
