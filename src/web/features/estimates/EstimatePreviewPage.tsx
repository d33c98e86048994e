import { ArrowLeft, Download, FileQuestion, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Main, SkipLink } from '../../components/layout/Main.tsx';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { isNotFound } from '../../lib/not-found.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { estimatesApi } from './api.ts';
import { SendDialog } from './EstimateDialogs.tsx';
import { EstimateDocument } from './EstimateDocument.tsx';
import { useEstimate, useEstimatePermissions } from './queries.ts';
import { estimatePath } from '../../page-paths.ts';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /dashboard/estimates/preview?id=…: full screen, the estimate as the client reads it (no costs),
 * with Back, Download PDF and Send. HTML rather than the PDF in a frame, which the CSP forbids.
 */
export default function EstimatePreviewPage() {
  useDocumentTitle('titles.estimatePreview');
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = UUID.test(params.get('id') ?? '') ? params.get('id')! : '';
  const estimate = useEstimate(id);
  const session = useSession();
  const companyName = session.status === 'signed-in' ? session.me.company?.name : undefined;
  const { canWrite } = useEstimatePermissions();
  const [sending, setSending] = useState(false);
  const back = id ? estimatePath(id) : '/dashboard/estimates';
  const data = estimate.data;
  const sendable = canWrite && data && !data.supersededById && data.status !== 'accepted' && data.status !== 'declined';

  return (
    <>
      <SkipLink />
      <div className="min-h-dvh bg-muted">
        <header className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 border-b border-border bg-background px-4 py-3">
          <Link to={back} className={buttonVariants({ variant: 'ghost' })}>
            <ArrowLeft aria-hidden />
            {t('estimates.preview.back')}
          </Link>
          {data && (
            <div className="flex flex-wrap gap-2">
              <a
                href={estimatesApi.pdfUrl(data.id)}
                download={`${data.displayNumber}.pdf`}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden />
                {t('estimates.actions.pdf')}
              </a>
              {sendable && (
                <Button onClick={() => setSending(true)}>
                  <Send aria-hidden />
                  {t(data.status === 'draft' ? 'estimates.actions.send' : 'estimates.actions.resend')}
                </Button>
              )}
            </div>
          )}
        </header>
        <Main className="mx-auto max-w-4xl p-4 sm:p-8">
          <h1 className="sr-only">{t('estimates.preview.title')}</h1>
          {!id ? (
            <EmptyPanel
              icon={FileQuestion}
              title={t('estimates.preview.noneTitle')}
              body={t('estimates.preview.noneBody')}
            />
          ) : estimate.isPending ? (
            <div role="status" className="space-y-4">
              <span className="sr-only">{t('ui.loading')}</span>
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-64 w-full" />
            </div>
          ) : estimate.isError && isNotFound(estimate.error) ? (
            <EmptyPanel icon={FileQuestion} title={t('estimates.notFoundTitle')} body={t('estimates.notFoundBody')} />
          ) : estimate.isError || !data ? (
            <LoadError
              message={t('estimates.loadFailed')}
              onRetry={() => estimate.refetch()}
              retrying={estimate.isFetching}
            />
          ) : (
            <EstimateDocument estimate={data} companyName={companyName} />
          )}
        </Main>
      </div>
      {sending && data && <SendDialog estimate={data} open onOpenChange={setSending} />}
      {/* Full screen, outside the shell and its toaster. */}
      <Toaster />
    </>
  );
}
