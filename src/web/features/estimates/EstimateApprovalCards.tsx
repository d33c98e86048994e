import { useMutation, useQuery } from '@tanstack/react-query';
import { BadgeCheck, FileSignature, Link2, Link2Off, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { AcceptanceRecord, DocumentLink } from '../../../shared/approval-responses.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { isNotFound } from '../../lib/not-found.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { EstimateBillingCard } from '../invoices/EstimateInvoiceParts.tsx';
import type { Estimate } from './api.ts';
import { localizeEstimateMessage } from './messages.ts';
import { useEstimatePermissions } from './queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

// Issue #17 on the estimate page: how an accepted estimate was signed and what it has billed, and
// the client's private signing link for a sent one. Texts are under `invoices.approval`.

const base = (id: string) => `/api/v1/estimates/${id}`;
const approvalApi = {
  acceptance: (id: string) => api<AcceptanceRecord>(`${base(id)}/acceptance`),
  link: (id: string) => api<DocumentLink>(`${base(id)}/links`, { method: 'POST' }),
  revoke: (id: string) => api<unknown>(`${base(id)}/links/revoke`, { method: 'POST' }),
};

/**
 * The cards an estimate shows for its approval: acceptance and billing once accepted (billing only on
 * the newest revision: what was billed counts over all of them, ADR 0042).
 */
export function EstimateApprovalCards({ estimate }: { estimate: Estimate }) {
  if (estimate.status !== 'accepted') return null;
  return (
    <div className="space-y-4">
      {!estimate.supersededById && <EstimateBillingCard estimateId={estimate.id} />}
      <AcceptanceCard estimateId={estimate.id} />
    </div>
  );
}

/**
 * The signature record of an estimate accepted online: who signed, when, from where (for those who
 * may write estimates: the API sends no IP or device to the others), their signature and the signed
 * PDF (not for a crew: the API refuses them those files), and whether the snapshot and the signed PDF
 * still match their hashes. Nothing when it was accepted by hand (the API answers 404).
 */
function AcceptanceCard({ estimateId }: { estimateId: string }) {
  const { t, language } = useI18n();
  const { canWrite } = useEstimatePermissions();
  // The signature and the signed PDF: for those who may write estimates, and for the client, whose
  // own estimate this is (the API refuses them to a crew).
  const session = useSession();
  const signedCopy = canWrite || (session.status === 'signed-in' && session.me.membership?.role === 'client');
  const record = useQuery({
    queryKey: ['estimates', 'acceptance', estimateId],
    queryFn: () => approvalApi.acceptance(estimateId),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  if (record.isPending) return <Spinner label={t('ui.loading')} />;
  if (record.isError) {
    if (isNotFound(record.error)) return null;
    return (
      <p role="alert" className="text-sm text-danger-text">
        {t('invoices.approval.acceptanceFailed')}
      </p>
    );
  }
  const r = record.data;
  const intact = r.verified.snapshot && r.verified.pdf;
  return (
    <Panel as="section" className="space-y-3" aria-labelledby="acceptance-title" data-testid="acceptance-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="acceptance-title" className="flex items-center gap-2 font-semibold">
          <FileSignature aria-hidden className="size-4" />
          {t('invoices.approval.title')}
        </h2>
        <Badge variant={intact ? 'success-soft' : 'danger-soft'} data-testid="acceptance-verified">
          {intact ? <BadgeCheck aria-hidden /> : <ShieldAlert aria-hidden />}
          {t(intact ? 'invoices.approval.verified' : 'invoices.approval.altered')}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('invoices.approval.signer')}</dt>
        <dd className="font-medium break-words">{r.signerName}</dd>
        <dt className="text-muted-foreground">{t('invoices.approval.acceptedAt')}</dt>
        <dd>{formatDateTime(r.acceptedAt, language)}</dd>
        {canWrite && (
          <>
            <dt className="text-muted-foreground">{t('invoices.approval.ip')}</dt>
            <dd className="font-mono text-xs break-all">{r.ip ?? t('invoices.none')}</dd>
            <dt className="text-muted-foreground">{t('invoices.approval.userAgent')}</dt>
            <dd className="text-xs break-words">{r.userAgent ?? t('invoices.none')}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('invoices.approval.snapshotHash')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="text-xs break-all">{r.snapshotSha256}</code>
          <HashBadge ok={r.verified.snapshot} />
        </dd>
        <dt className="text-muted-foreground">{t('invoices.approval.pdfHash')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="text-xs break-all">{r.pdfSha256}</code>
          <HashBadge ok={r.verified.pdf} />
        </dd>
      </dl>
      {signedCopy && (
        <>
          <figure className="space-y-1">
            <img
              src={r.signatureUrl}
              alt={t('invoices.approval.signatureAlt', { name: r.signerName })}
              className="h-24 max-w-full rounded-md border border-border bg-white object-contain p-1"
            />
            <figcaption className="text-xs text-muted-foreground">{t('invoices.approval.signature')}</figcaption>
          </figure>
          <a
            href={r.pdfUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {t('invoices.approval.signedPdf')}
          </a>
        </>
      )}
    </Panel>
  );
}

function HashBadge({ ok }: { ok: boolean }) {
  const { t } = useI18n();
  return (
    <Badge variant={ok ? 'success-soft' : 'danger-soft'}>
      {t(ok ? 'invoices.approval.verified' : 'invoices.approval.altered')}
    </Badge>
  );
}

/** "Copy client link" (a fresh private signing link, to paste in a message) and "Revoke links", for a sent estimate. */
export function ClientLinkButtons({ estimate }: { estimate: Estimate }) {
  const { t, language } = useI18n();
  const { canWrite } = useEstimatePermissions();
  const [revoking, setRevoking] = useState(false);
  const link = useMutation({ mutationFn: () => approvalApi.link(estimate.id) });
  const revoke = useMutation({ mutationFn: () => approvalApi.revoke(estimate.id) });
  if (!canWrite || (estimate.status !== 'sent' && estimate.status !== 'viewed')) return null;
  const copy = () =>
    link.mutate(undefined, {
      onSuccess: async (made) => {
        try {
          await navigator.clipboard.writeText(made.url);
          toast.success(t('invoices.approval.copied'), {
            description: t('invoices.approval.expires', { date: formatDateTime(made.expiresAt, language) }),
          });
        } catch {
          // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand.
          toast.success(t('invoices.approval.copyByHand'), { description: made.url });
        }
      },
      onError: (error) =>
        toast.error(t('invoices.approval.linkFailed'), { description: localizeEstimateMessage(error.message) }),
    });
  return (
    <>
      <Button variant="outline" onClick={copy} disabled={link.isPending}>
        {link.isPending ? <Spinner /> : <Link2 aria-hidden />}
        {t('invoices.approval.copyLink')}
      </Button>
      <Button variant="outline" onClick={() => setRevoking(true)}>
        <Link2Off aria-hidden />
        {t('invoices.approval.revoke')}
      </Button>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={t('invoices.approval.revokeTitle')}
        description={t('invoices.approval.revokeBody')}
        confirmLabel={t('invoices.approval.revoke')}
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setRevoking(false);
              toast.success(t('invoices.approval.revoked'));
            },
            onError: (error) =>
              toast.error(t('invoices.approval.revokeFailed'), { description: localizeEstimateMessage(error.message) }),
          })
        }
      />
    </>
  );
}
