import { ArrowLeft, History, Mail, Phone, Save, SearchX, Trash2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { buttonVariants } from '../ui/button-variants.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { useSession } from '../../lib/session.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { Panel } from '../ui/Panel.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/** The pieces a record's detail page (a lead's, a job's) is made of. */

/** The record's name, a line about it (`meta`) and its actions (`children`, their own box). */
export function DetailHeader({ title, meta, children }: { title: string; meta: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{meta}</div>
      </div>
      {children}
    </div>
  );
}

/**
 * The record's Delete button and the question before deleting (spec: confirm before deleting).
 * `onConfirm` deletes, and calls `close` once it is done.
 */
export function DeleteButton({
  label,
  confirmTitle,
  confirmBody,
  busy,
  onConfirm,
}: {
  label: string;
  confirmTitle: string;
  confirmBody: string;
  busy: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" className="text-danger-text" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        description={confirmBody}
        confirmLabel={label}
        busy={busy}
        onConfirm={() => onConfirm(() => setConfirming(false))}
      />
    </>
  );
}

/**
 * The bar under a record's editor, in view while scrolling: whether all is saved, and Save. The
 * texts are the i18n keys `{texts}.unsaved`, `.allSaved`, `.saving` and `.save`.
 */
export function SaveBar({
  dirty,
  saving,
  onSave,
  texts,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  texts: string;
}) {
  const { t } = useI18n();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-3 max-md:bottom-16">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(dirty ? `${texts}.unsaved` : `${texts}.allSaved`)}
      </p>
      <Button onClick={onSave} disabled={saving}>
        {saving ? <Spinner /> : <Save aria-hidden />}
        {t(saving ? `${texts}.saving` : `${texts}.save`)}
      </Button>
    </div>
  );
}

/** A card of the page with its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel as="section" className="space-y-3">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </Panel>
  );
}

/**
 * A document's history (an estimate's, an invoice's) as a card, newest first: what happened
 * (`describe`), who ("you" for the member) and when.
 */
export function HistorySection<E extends { id: string; userName: string | null; createdAt: string }>({
  events,
  describe,
  texts,
  testId,
}: {
  events: UseQueryResult<{ items: E[] }>;
  describe: (event: E) => string;
  texts: { title: string; failed: string; empty: string; you: string };
  testId: string;
}) {
  const { language } = useI18n();
  const session = useSession();
  const me = session.status === 'signed-in' ? session.me.user.name : null;
  return (
    <DetailSection title={texts.title}>
      {events.isPending ? (
        <Spinner />
      ) : events.isError ? (
        <p className="text-sm text-danger-text">{texts.failed}</p>
      ) : events.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid={testId}>
          {[...events.data.items].reverse().map((event) => (
            <li key={event.id} className="flex flex-wrap items-baseline gap-x-2">
              <History aria-hidden className="size-4 shrink-0 self-center text-muted-foreground" />
              <span className="font-medium">{describe(event)}</span>
              <span className="text-muted-foreground">
                {[event.userName === me ? texts.you : event.userName, formatDateTime(event.createdAt, language)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/** Terms and their values (DetailItems) in two columns. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

/** A term and its value; an empty value (null, undefined, false, '') shows `none` (a dash). */
export function DetailItem({ label, none, children }: { label: string; none: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {empty ? <span className="text-muted-foreground">{none}</span> : children}
      </dd>
    </>
  );
}

/** A phone number as a link that calls it; `label` names the action for screen readers. */
export function PhoneLink({ phone, label }: { phone: string; label: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={label}
      className="inline-flex items-center gap-2 text-primary-text underline-offset-4 hover:underline"
    >
      <Phone aria-hidden className="size-4" />
      {phone}
    </a>
  );
}

/** An e-mail address as a mailto link, cut short when long; `label` names the action for screen readers. */
export function EmailLink({ email, label }: { email: string; label: string }) {
  return (
    <a
      href={`mailto:${email}`}
      aria-label={label}
      className="inline-flex max-w-full items-center gap-2 text-primary-text underline-offset-4 hover:underline"
    >
      <Mail aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{email}</span>
    </a>
  );
}

/** Back to the list the record belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden />
      {label}
    </Link>
  );
}

/** The page of a record that is not there (or not the member's to see), with the way back to its list. */
function NotFoundPanel({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{body}</p>
      <Link to={backTo} className={buttonVariants()}>
        <ArrowLeft aria-hidden />
        {backLabel}
      </Link>
    </div>
  );
}

/** A record's page when it failed to load: the way back and the error with Try again. */
function DetailLoadFailed({
  backTo,
  backLabel,
  ...error
}: {
  backTo: string;
  backLabel: string;
  message: string;
  onRetry: () => unknown;
  retrying: boolean;
}) {
  return (
    <div className="space-y-4">
      <BackLink to={backTo} label={backLabel} />
      <LoadError {...error} />
    </div>
  );
}

/** A document's page (an estimate's, an invoice's) while it loads: its title, a card and a larger one. */
export function DocumentSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * A record's page while its query settles: `skeleton` while it loads, the not-found page for an id
 * the server does not know, the error with Try again when it failed (and a toast, but not for a
 * record that is not there), else `children` with the record.
 */
export function DetailLoader<T>({
  query,
  listPath,
  texts,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  /** The list the record belongs to (the way back). */
  listPath: string;
  texts: { back: string; notFoundTitle: string; notFoundBody: string; loadFailed: string; loadFailedToast: string };
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const notFound = query.isError && isNotFound(query.error);
  useErrorToast(query.isError && !notFound, query.errorUpdatedAt, texts.loadFailedToast);

  if (query.isPending) return skeleton;
  if (notFound) {
    return (
      <NotFoundPanel title={texts.notFoundTitle} body={texts.notFoundBody} backTo={listPath} backLabel={texts.back} />
    );
  }
  if (query.isError && !query.data) {
    return (
      <DetailLoadFailed
        backTo={listPath}
        backLabel={texts.back}
        message={texts.loadFailed}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data as T);
}
