import { ExternalLink, FolderOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useClientJobs } from './ClientJobCards.tsx';
import { ClientJobView } from './ClientJobView.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { jobPath } from '../../page-paths.ts';

/**
 * /dashboard/client-portal: a contractor picks a job and sees what its client sees (a client following
 * the sidebar goes to their own portal, /client-portal: DashboardLayout).
 */
export default function ContractorPortalPage() {
  useDocumentTitle('titles.contractorPortal');
  useBundle('share');
  const { t } = useI18n();
  const id = useId();
  const jobs = useClientJobs();
  const [picked, setPicked] = useState<string | null>(null);
  const selected = jobs.data?.find((job) => job.id === picked) ?? jobs.data?.[0] ?? null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('clientPortal.contractor.title')}</h1>
        <p className="text-muted-foreground">{t('clientPortal.contractor.subtitle')}</p>
      </div>
      {jobs.isPending ? (
        <Skeleton className="h-10 w-full sm:w-80" />
      ) : jobs.isError ? (
        <LoadError
          message={t('clientPortal.jobs.loadFailed')}
          onRetry={() => jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : jobs.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
          <FolderOpen className="size-8 opacity-50" aria-hidden />
          <p>{t('clientPortal.contractor.empty')}</p>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={id}>{t('clientPortal.contractor.pick')}</Label>
              <NativeSelect
                id={id}
                value={selected?.id ?? ''}
                onChange={(e) => setPicked(e.target.value)}
                className="h-10 w-full sm:max-w-md"
              >
                {jobs.data.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.clientName ? `${job.title} — ${job.clientName}` : job.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {selected && (
              <Button asChild variant="outline">
                <Link to={jobPath(selected.id)}>
                  <ExternalLink aria-hidden />
                  {t('clientPortal.contractor.manage')}
                </Link>
              </Button>
            )}
          </div>
          {selected && <ClientJobView key={selected.id} job={selected} canContact={false} />}
        </>
      )}
    </div>
  );
}
