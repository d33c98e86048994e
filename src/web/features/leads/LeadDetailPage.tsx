import { BriefcaseBusiness, CalendarClock, FileText, MapPin, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConvertLeadDialog } from './ConvertLeadDialog.tsx';
import { useJobPermissions } from '../jobs/permissions.ts';
import { isOverdue } from './format.ts';
import { formatDay } from '../../../shared/format.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { LeadFormDialog } from './LeadFormDialog.tsx';
import { LeadStatusBadge } from './LeadStatusBadge.tsx';
import { useLeadPermissions } from './permissions.ts';
import {
  BackLink,
  DeleteButton,
  DetailHeader,
  DetailItem,
  DetailList,
  DetailLoader,
  DetailSection,
  EmailLink,
  PhoneLink,
} from '../../components/page/DetailParts.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { LANGUAGES, useBundle, useI18n } from '../../lib/i18n.ts';
import type { Lead } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { useDeleteLead, useLead } from './page-queries.ts';
import { StatusControl } from './StatusControl.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/session.ts';
import { jobPath } from '../../page-paths.ts';

const LIST_PATH = '/dashboard/leads';

/** /dashboard/leads/:id: contact data, details, status, actions and the activity timeline. */
export default function LeadDetailPage() {
  useDocumentTitle('titles.lead');
  useBundle('leads');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const lead = useLead(id);
  return (
    <DetailLoader
      query={lead}
      listPath={LIST_PATH}
      texts={{
        back: t('leads.detail.back'),
        notFoundTitle: t('leads.detail.notFoundTitle'),
        notFoundBody: t('leads.detail.notFoundBody'),
        loadFailed: t('leads.loadFailed'),
        loadFailedToast: t('leads.loadFailedToast'),
      }}
      skeleton={<DetailSkeleton />}
    >
      {(lead) => <LeadDetail lead={lead} />}
    </DetailLoader>
  );
}

function LeadDetail({ lead }: { lead: Lead }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const permissions = useLeadPermissions();
  const { canConvertLeads } = useJobPermissions();
  const may = useCan();
  const remove = useDeleteLead(lead.id);
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState(false);
  const overdue = isOverdue(lead.nextFollowUpOn, new Date());

  const onDelete = (close: () => void) =>
    remove.mutate(undefined, {
      onSuccess: () => {
        close();
        toast.success(t('leads.detail.deleted'));
        navigate(LIST_PATH, { replace: true });
      },
      onError: (error) => toast.error(t('leads.toast.deleteFailed'), { description: error.message }),
    });

  return (
    <div className="space-y-6">
      <BackLink to={LIST_PATH} label={t('leads.detail.back')} />
      <DetailHeader
        title={lead.name}
        meta={
          <>
            <LeadStatusBadge status={lead.status} />
            <span>{t(`leadOptions.source.${lead.source}`)}</span>
            <span aria-hidden>·</span>
            <span>
              {t('leads.detail.created')} {formatDate(lead.createdAt, language)}
            </span>
          </>
        }
      >
        <div className="flex flex-wrap items-end gap-2">
          {permissions.canChangeStatus && <StatusControl lead={lead} />}
          {lead.jobId ? (
            <Button asChild variant="outline">
              <Link to={jobPath(lead.jobId)}>
                <BriefcaseBusiness aria-hidden />
                {t('leads.detail.openJob')}
              </Link>
            </Button>
          ) : (
            canConvertLeads && (
              <Button onClick={() => setConverting(true)}>
                <BriefcaseBusiness aria-hidden />
                {t('leads.detail.convert')}
              </Button>
            )
          )}
          {may('estimates', 'read') && (
            <Button asChild variant="outline">
              <Link to={`/dashboard/estimates?leadId=${lead.id}`}>
                <FileText aria-hidden />
                {t('leads.detail.estimates')}
              </Link>
            </Button>
          )}
          {permissions.canWrite && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('leads.detail.edit')}
            </Button>
          )}
          {permissions.canDelete && (
            <DeleteButton
              label={t('leads.detail.delete')}
              confirmTitle={t('leads.detail.deleteTitle', { name: lead.name })}
              confirmBody={t('leads.detail.deleteBody')}
              busy={remove.isPending}
              onConfirm={onDelete}
            />
          )}
        </div>
      </DetailHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="space-y-6">
          <DetailSection title={t('leads.detail.contact')}>
            {lead.phone || lead.email || lead.address ? (
              <ul className="space-y-2">
                {lead.phone && (
                  <li>
                    <PhoneLink phone={lead.phone} label={t('leads.detail.call', { phone: lead.phone })} />
                  </li>
                )}
                {lead.email && (
                  <li className="min-w-0">
                    <EmailLink email={lead.email} label={t('leads.detail.email', { email: lead.email })} />
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
          </DetailSection>

          <DetailSection title={t('leads.detail.details')}>
            <DetailList>
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
            </DetailList>
            {lead.notes && (
              <div className="mt-4 space-y-1">
                <h3 className="text-sm font-medium text-muted-foreground">{t('leads.form.notes')}</h3>
                <p className="text-sm break-words whitespace-pre-line">{lead.notes}</p>
              </div>
            )}
          </DetailSection>

          <DetailSection title={t('leads.detail.people')}>
            <DetailList>
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
            </DetailList>
          </DetailSection>
        </div>

        <ActivityTimeline leadId={lead.id} canWrite={permissions.canWrite} />
      </div>

      {permissions.canWrite && <LeadFormDialog lead={lead} open={editing} onOpenChange={setEditing} />}
      {canConvertLeads && !lead.jobId && (
        <ConvertLeadDialog lead={lead} open={converting} onOpenChange={setConverting} />
      )}
    </div>
  );
}

/** A term and its value; an empty value shows a dash. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <DetailItem label={label} none={t('leads.none')}>
      {children}
    </DetailItem>
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
