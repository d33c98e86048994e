import {
  Calculator,
  Camera,
  CircleCheckBig,
  ExternalLink,
  FileText,
  LayoutDashboard,
  MapPin,
  Pencil,
  Receipt,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { JOB_AMOUNT_FIELDS, jobProgress, type JobPrivateField, type JobStatus } from '../../../shared/jobs.ts';
import { mapsUrl } from './format.ts';
import { JobFormDialog } from './JobFormDialog.tsx';
import { JobProgress } from './JobProgress.tsx';
import { JobStatusBadge } from './JobStatusBadge.tsx';
import { useJobPermissions, type JobPermissions } from './permissions.ts';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { formatDateTime } from '../../lib/format.ts';
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
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useCan } from '../../lib/session.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';
import { LANGUAGES, useBundle, useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { errorDescription, useChangeJobStatus, useCompleteJob, useDeleteJob, useJob } from './page-queries.ts';
import { JobCrewCard } from './JobCrewCard.tsx';
import { JobPhotosTab } from './JobPhotosTab.tsx';
import { JobInvoices } from '../invoices/JobInvoices.tsx';
import { JobStageStepper } from './JobStageStepper.tsx';
import { JobUpdatesFeed } from './JobUpdatesFeed.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const LIST_PATH = '/dashboard/jobs';

/** The job page's tabs; `?tab=` opens one (job costing links to the Costs tab). */
const TABS = ['overview', 'photos', 'estimates', 'invoices', 'costs'] as const;

/** What financials renders inside the job page (dashboard-routes.tsx gives them: jobs imports nothing of it). */
interface FinancialSlots {
  /** The Costs tab's content (financials' JobCostsTab), shown to members who may read financials. */
  costsTab?: ((jobId: string) => ReactNode) | undefined;
  /** The overview's revenue, cost and margin (financials' JobMargin: job costing's figures, ADR 0043). */
  marginFigures?: ((jobId: string) => ReactNode) | undefined;
}

/**
 * /dashboard/jobs/:id: the job's header and actions, its overview, stages, updates and crew, and the
 * tabs later issues fill, some of them from financials (FinancialSlots).
 */
export default function JobDetailPage({ costsTab, marginFigures }: FinancialSlots) {
  useDocumentTitle('titles.job');
  useBundle('leads'); // Service type labels.
  const { t } = useI18n();
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <DetailLoader
      query={job}
      listPath={LIST_PATH}
      texts={{
        back: t('jobs.detail.back'),
        notFoundTitle: t('jobs.detail.notFoundTitle'),
        notFoundBody: t('jobs.detail.notFoundBody'),
        loadFailed: t('jobs.loadFailed'),
        loadFailedToast: t('jobs.loadFailed'),
      }}
      skeleton={<DetailSkeleton />}
    >
      {(job) => <JobDetail job={job} costsTab={costsTab} marginFigures={marginFigures} />}
    </DetailLoader>
  );
}

function JobDetail({ job, costsTab, marginFigures }: FinancialSlots & { job: Job }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const permissions = useJobPermissions();
  const may = useCan();
  const remove = useDeleteJob(job.id);
  const [editing, setEditing] = useState(false);
  const [completing, setCompleting] = useState(false);

  const onDelete = (close: () => void) =>
    remove.mutate(undefined, {
      onSuccess: () => {
        close();
        toast.success(t('jobs.detail.deleted'));
        navigate(LIST_PATH, { replace: true });
      },
      onError: (error) => toast.error(t('jobs.detail.deleteFailed'), errorDescription(error)),
    });
  const canComplete = permissions.statuses.includes('completed') && job.status !== 'completed';
  const seesCosts = may('financials', 'read');
  const asked = params.get('tab');
  const initialTab = TABS.find((tab) => tab === asked && (tab !== 'costs' || seesCosts)) ?? 'overview';

  return (
    <div className="space-y-6">
      <BackLink to={LIST_PATH} label={t('jobs.detail.back')} />
      <DetailHeader
        title={job.title}
        meta={
          <>
            <JobStatusBadge status={job.status} />
            <span>{t(`jobOptions.stage.${job.projectStage}`)}</span>
            <span aria-hidden>·</span>
            <span>{t('jobs.progress.value', { percent: jobProgress(job) })}</span>
          </>
        }
      >
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          {permissions.statuses.length > 0 && <StatusControl job={job} statuses={permissions.statuses} />}
          {canComplete && (
            <Button variant="success" onClick={() => setCompleting(true)}>
              <CircleCheckBig aria-hidden />
              {t('jobs.detail.complete')}
            </Button>
          )}
          {may('estimates', 'read') && (
            <Button asChild variant="outline">
              <Link to={`/dashboard/estimates?jobId=${job.id}`}>
                <FileText aria-hidden />
                {t('jobs.detail.estimates')}
              </Link>
            </Button>
          )}
          {permissions.manages && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('jobs.detail.edit')}
            </Button>
          )}
          {permissions.canDelete && (
            <DeleteButton
              label={t('jobs.detail.delete')}
              confirmTitle={t('jobs.detail.deleteTitle', { title: job.title })}
              confirmBody={t('jobs.detail.deleteBody')}
              busy={remove.isPending}
              onConfirm={onDelete}
            />
          )}
        </div>
      </DetailHeader>

      <Tabs defaultValue={initialTab} className="gap-4">
        <TabsList className="w-full max-w-full justify-start overflow-x-auto sm:w-fit">
          <Tab value="overview" icon={LayoutDashboard} label={t('jobs.tabs.overview')} />
          <Tab value="photos" icon={Camera} label={t('jobs.tabs.photos')} />
          <Tab value="estimates" icon={FileText} label={t('jobs.tabs.estimates')} />
          <Tab value="invoices" icon={Receipt} label={t('jobs.tabs.invoices')} />
          {seesCosts && <Tab value="costs" icon={Calculator} label={t('jobs.tabs.costs')} />}
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <JobStageStepper job={job} canMove={permissions.canWrite} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
            <div className="space-y-6">
              <Overview job={job} permissions={permissions} marginFigures={marginFigures} />
              <JobCrewCard job={job} canEdit={permissions.manages} />
            </div>
            <JobUpdatesFeed jobId={job.id} canPost={permissions.canWrite} />
          </div>
        </TabsContent>
        <TabsContent value="photos">
          <JobPhotosTab job={job} />
        </TabsContent>
        <TabsContent value="estimates">
          <ComingSoon icon={FileText} title={t('jobs.tabs.estimates')} body={t('jobs.soon.estimates')} />
        </TabsContent>
        <TabsContent value="invoices">
          {may('invoices', 'read') ? (
            <JobInvoices jobId={job.id} />
          ) : (
            <ComingSoon icon={Receipt} title={t('jobs.tabs.invoices')} body={t('jobs.soon.invoices')} />
          )}
        </TabsContent>
        {seesCosts && (
          <TabsContent value="costs">
            {costsTab ? (
              <Suspense fallback={<Skeleton className="h-64" />}>{costsTab(job.id)}</Suspense>
            ) : (
              <ComingSoon icon={Calculator} title={t('jobs.tabs.costs')} body={t('jobs.soon.costs')} />
            )}
          </TabsContent>
        )}
      </Tabs>

      {permissions.manages && <JobFormDialog job={job} open={editing} onOpenChange={setEditing} />}
      {canComplete && <CompleteDialog job={job} open={completing} onOpenChange={setCompleting} />}
    </div>
  );
}

function Tab({ value, icon: Icon, label }: { value: string; icon: LucideIcon; label: string }) {
  return (
    <TabsTrigger value={value} className="flex-none">
      <Icon aria-hidden />
      {label}
    </TabsTrigger>
  );
}

/** The status as a select; choosing another sets it at once (field crews: only in progress or completed). */
function StatusControl({ job, statuses }: { job: Job; statuses: readonly JobStatus[] }) {
  const { t } = useI18n();
  const id = useId();
  const change = useChangeJobStatus(job.id);
  const onChange = (status: JobStatus) =>
    change.mutate(status, {
      onSuccess: () => toast.success(t('jobs.detail.statusChanged', { status: t(`jobOptions.status.${status}`) })),
      onError: (error) => toast.error(t('jobs.messages.updateStatusFailed'), errorDescription(error)),
    });
  return (
    <div className="flex flex-col gap-1.5 max-sm:w-full">
      <Label htmlFor={id}>{t('jobs.detail.statusLabel')}</Label>
      <div className="flex items-center gap-2">
        <NativeSelect
          id={id}
          value={job.status}
          disabled={change.isPending}
          onChange={(e) => onChange(e.target.value as JobStatus)}
          className="h-10 w-full sm:w-48"
        >
          {!statuses.includes(job.status) && (
            <option value={job.status} disabled>
              {t(`jobOptions.status.${job.status}`)}
            </option>
          )}
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`jobOptions.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
        {change.isPending && <Spinner />}
      </div>
    </div>
  );
}

/** Completing: status completed, last stage, 100 %, end date today (spec section 4), after a confirmation. */
function CompleteDialog({
  job,
  open,
  onOpenChange,
}: {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const complete = useCompleteJob(job.id);
  const onConfirm = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('jobs.detail.completed'));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('jobs.messages.completeFailed'), errorDescription(error)),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.detail.completeTitle', { title: job.title })}</DialogTitle>
          <DialogDescription>{t('jobs.detail.completeBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button variant="success" disabled={complete.isPending} onClick={onConfirm}>
            {complete.isPending && <Spinner />}
            {t('jobs.detail.completeConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Overview({
  job,
  permissions,
  marginFigures,
}: {
  job: Job;
  permissions: JobPermissions;
  marginFigures?: ((jobId: string) => ReactNode) | undefined;
}) {
  const { t, language } = useI18n();
  // What the member's role sees of the job (the server nulls the rest): no empty rows for the others.
  const sees = (field: JobPrivateField) => permissions.fields.includes(field) && !job.hiddenFields.includes(field);
  const may = useCan();
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents, language));
  return (
    <DetailSection title={t('jobs.overview.title')}>
      <div className="space-y-4">
        <div className="space-y-1.5">
          <h3 className="text-sm font-medium text-muted-foreground">{t('jobs.overview.progress')}</h3>
          <JobProgress job={job} />
        </div>

        <div className="space-y-1.5">
          <h3 className="text-sm font-medium text-muted-foreground">{t('jobs.overview.client')}</h3>
          {job.clientName || job.clientEmail || job.clientPhone ? (
            <ul className="space-y-1.5 text-sm">
              {job.clientName && <li className="font-medium">{job.clientName}</li>}
              {job.clientEmail && (
                <li className="min-w-0">
                  <EmailLink email={job.clientEmail} label={t('jobs.overview.email', { email: job.clientEmail })} />
                </li>
              )}
              {job.clientPhone && (
                <li>
                  <PhoneLink phone={job.clientPhone} label={t('jobs.overview.call', { phone: job.clientPhone })} />
                </li>
              )}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('jobs.noClient')}</p>
          )}
        </div>

        <div className="space-y-1.5">
          <h3 className="text-sm font-medium text-muted-foreground">{t('jobs.overview.address')}</h3>
          {job.address ? (
            <div className="flex flex-wrap items-start gap-x-3 gap-y-1 text-sm">
              <span className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="break-words whitespace-pre-line">{job.address}</span>
              </span>
              <a
                href={mapsUrl(job.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary-text underline-offset-4 hover:underline"
              >
                {t('jobs.overview.openMap')}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">{t('jobs.overview.newTab')}</span>
              </a>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('jobs.none')}</p>
          )}
        </div>

        <DetailList>
          <Item label={t('jobs.form.serviceType')}>
            {job.serviceType && t(`leadOptions.flooringType.${job.serviceType}`)}
          </Item>
          <Item label={t('jobs.form.startDate')}>{job.startDate && formatDay(job.startDate, language)}</Item>
          <Item label={t('jobs.form.endDate')}>{job.endDate && formatDay(job.endDate, language)}</Item>
          <Item label={t('jobs.form.scheduledStart')}>
            {job.scheduledStart && (
              <time dateTime={job.scheduledStart}>{formatDateTime(job.scheduledStart, language)}</time>
            )}
          </Item>
          <Item label={t('jobs.form.scheduledEnd')}>
            {job.scheduledEnd && <time dateTime={job.scheduledEnd}>{formatDateTime(job.scheduledEnd, language)}</time>}
          </Item>
          <Item label={t('jobs.form.squareFeet')}>
            {job.squareFeet !== null &&
              t('jobs.squareFeetValue', { n: new Intl.NumberFormat(LANGUAGES[language]).format(job.squareFeet) })}
          </Item>
          {sees('totalCents') && <Item label={t('jobs.overview.price')}>{money(job.totalCents)}</Item>}
          {sees('materialsCostCents') && (
            <Item label={t('jobs.overview.materialsCost')}>{money(job.materialsCostCents)}</Item>
          )}
          {sees('laborCostCents') && <Item label={t('jobs.overview.laborCost')}>{money(job.laborCostCents)}</Item>}
        </DetailList>

        {/* The margin is job costing's, defined once (ADR 0043): never worked out here from the fields above. */}
        {marginFigures && JOB_AMOUNT_FIELDS.every(sees) && may('financials', 'read') && (
          <div className="space-y-1.5">
            <h3 className="text-sm font-medium text-muted-foreground">{t('jobs.overview.margin')}</h3>
            <Suspense fallback={<Skeleton className="h-16 w-full" />}>{marginFigures(job.id)}</Suspense>
          </div>
        )}

        {job.description && <Paragraph title={t('jobs.form.descriptionField')} text={job.description} />}
        {sees('notes') && job.notes && <Paragraph title={t('jobs.form.notes')} text={job.notes} />}
      </div>
    </DetailSection>
  );
}

function Paragraph({ title, text }: { title: string; text: string }) {
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <p className="text-sm break-words whitespace-pre-line">{text}</p>
    </div>
  );
}

/** A term and its value; an empty value shows a dash. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <DetailItem label={label} none={t('jobs.none')}>
      {children}
    </DetailItem>
  );
}

/** A tab whose content a later issue brings: said plainly, not faked. */
function ComingSoon({ icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  const { t } = useI18n();
  return (
    <EmptyPanel icon={icon} title={title} body={body}>
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('jobs.soon.badge')}</p>
    </EmptyPanel>
  );
}

function DetailSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
