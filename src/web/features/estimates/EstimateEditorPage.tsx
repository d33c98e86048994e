import { CheckCheck, Copy, Download, Eye, FilePlus2, Info, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BackLink,
  DeleteButton,
  DetailHeader,
  DetailLoader,
  DetailSection,
  DocumentSkeleton,
  HistorySection,
  SaveBar,
} from '../../components/page/DetailParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { formatDay } from '../../../shared/format.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentEditor } from '../../lib/use-document-editor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { estimatesApi, type Estimate } from './api.ts';
import { EstimateDocument } from './EstimateDocument.tsx';
import { AnswerDialog, SendDialog } from './EstimateDialogs.tsx';
import { ClientLinkButtons, EstimateApprovalCards } from './EstimateApprovalCards.tsx';
import { EstimateForm } from './EstimateForm.tsx';
import { EstimateStatusBadge } from './EstimateStatusBadge.tsx';
import { formOf, inputOf, serverErrors, validate } from './form.ts';
import { localizeEstimateMessage } from './messages.ts';
import {
  useDeleteEstimate,
  useEstimate,
  useEstimateAction,
  useEstimateEvents,
  useEstimatePermissions,
  useSaveEstimate,
} from './queries.ts';

const LIST_PATH = '/dashboard/estimates';
const pathOf = (id: string) => `${LIST_PATH}/${id}`;

/** /dashboard/estimates/:id: the editor of a draft, or the estimate as sent, with its actions and history. */
export default function EstimateEditorPage() {
  useDocumentTitle('titles.estimate');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const estimate = useEstimate(id);
  return (
    <DetailLoader
      query={estimate}
      listPath={LIST_PATH}
      texts={{
        back: t('estimates.back'),
        notFoundTitle: t('estimates.notFoundTitle'),
        notFoundBody: t('estimates.notFoundBody'),
        loadFailed: t('estimates.loadFailed'),
        loadFailedToast: t('estimates.loadFailed'),
      }}
      skeleton={<DocumentSkeleton />}
    >
      {(estimate) => <EstimateView key={estimate.id} estimate={estimate} />}
    </DetailLoader>
  );
}

function EstimateView({ estimate }: { estimate: Estimate }) {
  const { t, language } = useI18n();
  const { canWrite } = useEstimatePermissions();
  const editor = useDocumentEditor(estimate, useSaveEstimate(estimate.id), {
    formOf,
    inputOf,
    validate,
    serverErrors,
    localize: localizeEstimateMessage,
    texts: {
      leaveConfirm: 'estimates.editor.leaveConfirm',
      checkFields: 'estimates.toast.checkFields',
      saved: 'estimates.toast.saved',
      saveFailed: 'estimates.toast.saveFailed',
    },
  });
  const { dirty } = editor;

  return (
    <div className="space-y-4 pb-24">
      <BackLink to={LIST_PATH} label={t('estimates.back')} />
      <DetailHeader
        title={`${estimate.displayNumber} · ${estimate.title}`}
        meta={
          <>
            <EstimateStatusBadge status={estimate.status} />
            <span>{t('estimates.validUntilOn', { date: formatDay(estimate.validUntil, language) })}</span>
            {estimate.sentAt && (
              <span>{t('estimates.sentOn', { date: formatDateTime(estimate.sentAt, language) })}</span>
            )}
          </>
        }
      >
        <EstimateActions estimate={estimate} dirty={dirty} canWrite={canWrite} />
      </DetailHeader>

      {estimate.supersededById && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md bg-info-soft px-3 py-2 text-sm text-info-text"
        >
          <Info aria-hidden className="size-4" />
          {t('estimates.superseded')}
          <Link to={pathOf(estimate.supersededById)} className="font-medium underline underline-offset-4">
            {t('estimates.openNewest')}
          </Link>
        </p>
      )}
      {estimate.status === 'declined' && estimate.declineReason && (
        <p className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-text">
          {t('estimates.declinedBecause', { reason: estimate.declineReason })}
        </p>
      )}

      {estimate.editable ? (
        <>
          <EstimateForm
            values={editor.values}
            errors={editor.errors}
            onChange={editor.onChange}
            onStructureChange={editor.onStructureChange}
          />
          <SaveBar dirty={dirty} saving={editor.saving} onSave={editor.onSave} texts="estimates.editor" />
        </>
      ) : (
        <EstimateDocument estimate={estimate} showCosts={canWrite} />
      )}

      <EstimateApprovalCards estimate={estimate} />

      <div className="grid gap-4 md:grid-cols-2">
        {estimate.revisions.length > 1 && <Revisions estimate={estimate} />}
        <EstimateHistory id={estimate.id} />
      </div>
    </div>
  );
}

function EstimateActions({ estimate, dirty, canWrite }: { estimate: Estimate; dirty: boolean; canWrite: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { canDelete } = useEstimatePermissions();
  const [sending, setSending] = useState(false);
  const [answering, setAnswering] = useState(false);
  const duplicate = useEstimateAction(() => estimatesApi.duplicate(estimate.id));
  const revise = useEstimateAction(() => estimatesApi.revise(estimate.id));
  const remove = useDeleteEstimate(estimate.id);
  const newest = !estimate.supersededById;
  const answered = estimate.status === 'accepted' || estimate.status === 'declined';
  const opened = (action: 'duplicated' | 'revised') => (next: Estimate) => {
    toast.success(t(`estimates.toast.${action}`, { number: next.displayNumber }));
    navigate(pathOf(next.id));
  };
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: localizeEstimateMessage(error.message) });
  // Preview, PDF and sending show what is saved: with changes typed, save first.
  const savedOnly = dirty ? { 'aria-disabled': true as const, title: t('estimates.editor.saveFirst') } : {};

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${LIST_PATH}/preview?id=${estimate.id}`}
        className={buttonVariants({ variant: 'outline' })}
        {...savedOnly}
        onClick={(event) => dirty && event.preventDefault()}
      >
        <Eye aria-hidden />
        {t('estimates.actions.preview')}
      </Link>
      <a
        href={estimatesApi.pdfUrl(estimate.id)}
        download={`${estimate.displayNumber}.pdf`}
        className={buttonVariants({ variant: 'outline' })}
        {...savedOnly}
        onClick={(event) => dirty && event.preventDefault()}
      >
        <Download aria-hidden />
        {t('estimates.actions.pdf')}
      </a>
      {canWrite && newest && !answered && (
        <Button onClick={() => (dirty ? toast.error(t('estimates.editor.saveFirst')) : setSending(true))}>
          <Send aria-hidden />
          {t(estimate.status === 'draft' ? 'estimates.actions.send' : 'estimates.actions.resend')}
        </Button>
      )}
      {canWrite && newest && (estimate.status === 'sent' || estimate.status === 'viewed') && (
        <Button variant="outline" onClick={() => setAnswering(true)}>
          <CheckCheck aria-hidden />
          {t('estimates.actions.answer')}
        </Button>
      )}
      {newest && <ClientLinkButtons estimate={estimate} />}
      {canWrite && newest && estimate.status !== 'draft' && (
        <Button
          variant="outline"
          disabled={revise.isPending}
          onClick={() =>
            revise.mutate(undefined, {
              onSuccess: opened('revised'),
              onError: failed(t('estimates.toast.reviseFailed')),
            })
          }
        >
          <FilePlus2 aria-hidden />
          {t('estimates.actions.revise')}
        </Button>
      )}
      {canWrite && (
        <Button
          variant="outline"
          disabled={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(undefined, {
              onSuccess: opened('duplicated'),
              onError: failed(t('estimates.toast.duplicateFailed')),
            })
          }
        >
          <Copy aria-hidden />
          {t('estimates.actions.duplicate')}
        </Button>
      )}
      {canDelete && estimate.status === 'draft' && (
        <DeleteButton
          label={t('estimates.actions.delete')}
          confirmTitle={t('estimates.deleteConfirm.title', { number: estimate.displayNumber })}
          confirmBody={t('estimates.deleteConfirm.body')}
          busy={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                close();
                toast.success(t('estimates.toast.deleted'));
                navigate(LIST_PATH, { replace: true });
              },
              onError: failed(t('estimates.toast.deleteFailed')),
            })
          }
        />
      )}
      {sending && <SendDialog estimate={estimate} open onOpenChange={setSending} />}
      {answering && <AnswerDialog estimate={estimate} open onOpenChange={setAnswering} />}
    </div>
  );
}

function Revisions({ estimate }: { estimate: Estimate }) {
  const { t } = useI18n();
  return (
    <DetailSection title={t('estimates.revisions.title')}>
      <ol className="space-y-2 text-sm">
        {estimate.revisions.map((r) => (
          <li key={r.id} className="flex items-center gap-2">
            {r.id === estimate.id ? (
              <span aria-current="page" className="font-medium">
                {t('estimates.revisions.revision', { revision: r.revision })}
              </span>
            ) : (
              <Link to={pathOf(r.id)} className="text-primary-text underline-offset-4 hover:underline">
                {t('estimates.revisions.revision', { revision: r.revision })}
              </Link>
            )}
            <EstimateStatusBadge status={r.status} />
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

function EstimateHistory({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <HistorySection
      events={useEstimateEvents(id)}
      describe={(event) => t(`estimates.events.${event.type}`)}
      texts={{
        title: t('estimates.history.title'),
        failed: t('estimates.history.failed'),
        empty: t('estimates.history.empty'),
        you: t('estimates.history.you'),
      }}
      testId="estimate-history"
    />
  );
}
