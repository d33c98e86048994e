import { ArrowLeft, CalendarClock, Mail, MapPin, Pencil, Phone, SearchX, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime, formatDay, isOverdue } from '../../components/leads/format.ts';
import { LeadFormDialog } from '../../components/leads/LeadFormDialog.tsx';
import { LeadStatusBadge } from '../../components/leads/LeadStatusBadge.tsx';
import { useLeadPermissions } from '../../components/leads/permissions.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { LANGUAGES, useBundle, useI18n } from '../../lib/i18n.ts';
import type { Lead } from '../../lib/leads-api.ts';
import { toast } from '../../lib/toast.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { useDeleteLead, useErrorToast, useLead } from './api.ts';
import { StatusControl } from './StatusControl.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';

const LIST_PATH = '/dashboard/leads';

/** An id the server does not know (or another company's, or not an id at all). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_ERROR'));

/** /dashboard/leads/:id: contact data, details, status, actions and the activity timeline. */
export default function LeadDetailPage() {
  useBundle('leads');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const lead = useLead(id);
  const notFound = lead.isError && isNotFound(lead.error);
  useErrorToast(lead.isError && !notFound, lead.errorUpdatedAt, t('leads.loadFailedToast'));

  if (lead.isPending) return <DetailSkeleton />;
  if (notFound) return <LeadNotFound />;
  if (lead.isError && !lead.data) {
    return (
      <div className="space-y-4">
        <BackLink />
        <LoadError message={t('leads.loadFailed')} onRetry={() => lead.refetch()} retrying={lead.isFetching} />
      </div>
    );
  }
  return <LeadDetail lead={lead.data} />;
}

function LeadDetail({ lead }: { lead: Lead }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const permissions = useLeadPermissions();
  const remove = useDeleteLead(lead.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const overdue = isOverdue(lead.nextFollowUpOn, new Date());

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('leads.detail.deleted'));
        navigate(LIST_PATH, { replace: true });
      },
      onError: (error) => toast.error(t('leads.toast.deleteFailed'), { description: error.message }),
    });

  return (
    <div className="space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold break-words">{lead.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <LeadStatusBadge status={lead.status} />
            <span>{t(`leadOptions.source.${lead.source}`)}</span>
            <span aria-hidden>·</span>
            <span>
              {t('leads.detail.created')} {formatDate(lead.createdAt, language)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {permissions.canChangeStatus && <StatusControl lead={lead} />}
          {permissions.canWrite && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('leads.detail.edit')}
            </Button>
          )}
          {permissions.canDelete && (
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('leads.detail.delete')}
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="space-y-6">
          <Section title={t('leads.detail.contact')}>
            {lead.phone || lead.email || lead.address ? (
              <ul className="space-y-2">
                {lead.phone && (
                  <li>
                    <a
                      href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
                      aria-label={t('leads.detail.call', { phone: lead.phone })}
                      className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                    >
                      <Phone aria-hidden className="size-4" />
                      {lead.phone}
                    </a>
                  </li>
                )}
                {lead.email && (
                  <li className="min-w-0">
                    <a
                      href={`mailto:${lead.email}`}
                      aria-label={t('leads.detail.email', { email: lead.email })}
                      className="inline-flex max-w-full items-center gap-2 text-primary underline-offset-4 hover:underline"
                    >
                      <Mail aria-hidden className="size-4 shrink-0" />
                      <span className="truncate">{lead.email}</span>
                    </a>
                  </li>
                )}
                {lead.address && (
                  <li className="flex items-start gap-2">
                    <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span className="whitespace-pre-line">{lead.address}</span>
                  </li>
                )}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('leads.detail.noContact')}</p>
            )}
          </Section>

          <Section title={t('leads.detail.details')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Item label={t('leads.form.flooringType')}>
                {lead.flooringType && t(`leadOptions.flooringType.${lead.flooringType}`)}
              </Item>
              <Item label={t('leads.form.budgetRange')}>
                {lead.budgetRange && t(`leadOptions.budgetRange.${lead.budgetRange}`)}
              </Item>
              <Item label={t('leads.form.squareFeet')}>
                {lead.squareFeet !== null && new Intl.NumberFormat(LANGUAGES[language]).format(lead.squareFeet)}
              </Item>
              <Item label={t('leads.form.rooms')}>{lead.rooms !== null && String(lead.rooms)}</Item>
              <Item label={t('leads.form.timeline')}>
                {lead.timeline && t(`leadOptions.timeline.${lead.timeline}`)}
              </Item>
              <Item label={t('leads.form.source')}>{t(`leadOptions.source.${lead.source}`)}</Item>
            </dl>
            {lead.notes && (
              <div className="mt-4 space-y-1">
                <h3 className="text-sm font-medium text-muted-foreground">{t('leads.form.notes')}</h3>
                <p className="text-sm break-words whitespace-pre-line">{lead.notes}</p>
              </div>
            )}
          </Section>

          <Section title={t('leads.detail.people')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Item label={t('leads.detail.nextFollowUp')}>
                {lead.nextFollowUpOn ? (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <CalendarClock aria-hidden className="size-4 text-muted-foreground" />
                    <time dateTime={lead.nextFollowUpOn}>{formatDay(lead.nextFollowUpOn, language)}</time>
                    {overdue && <Badge variant="destructive">{t('leads.detail.overdue')}</Badge>}
                  </span>
                ) : (
                  <span className="text-muted-foreground">{t('leads.detail.noFollowUp')}</span>
                )}
              </Item>
              <Item label={t('leads.detail.assigned')}>{lead.assigneeName}</Item>
              {lead.referrerName && <Item label={t('leads.detail.referrer')}>{lead.referrerName}</Item>}
              <Item label={t('leads.detail.created')}>{formatDateTime(lead.createdAt, language)}</Item>
              <Item label={t('leads.detail.updated')}>{formatDateTime(lead.updatedAt, language)}</Item>
            </dl>
          </Section>
        </div>

        <ActivityTimeline leadId={lead.id} canWrite={permissions.canWrite} />
      </div>

      {permissions.canWrite && <LeadFormDialog lead={lead} open={editing} onOpenChange={setEditing} />}
      {permissions.canDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('leads.detail.deleteTitle', { name: lead.name })}
          description={t('leads.detail.deleteBody')}
          confirmLabel={t('leads.detail.delete')}
          busy={remove.isPending}
          onConfirm={onDelete}
        />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A term and its value; an empty value shows a dash. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useI18n();
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {empty ? <span className="text-muted-foreground">{t('leads.none')}</span> : children}
      </dd>
    </>
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link to={LIST_PATH} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden />
      {t('leads.detail.back')}
    </Link>
  );
}

function LeadNotFound() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t('leads.detail.notFoundTitle')}</h1>
      <p className="text-sm text-muted-foreground">{t('leads.detail.notFoundBody')}</p>
      <Link to={LIST_PATH} className={buttonVariants()}>
        <ArrowLeft aria-hidden />
        {t('leads.detail.back')}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
