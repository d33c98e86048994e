import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard, FileSignature, FileText, Receipt, type LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { approvalKeys, approvalsApi, type ClientDocuments, type DocumentLink } from './api.ts';
import { asApiError, errorText } from './errors.ts';
import { awaitingAnswer, orderDocuments, payable } from './documents.ts';
import { ErrorNote } from './parts.tsx';

const ESTIMATE_BADGES: Record<ClientDocuments['estimates'][number]['status'], BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'info',
  accepted: 'success-soft',
  declined: 'danger-soft',
  expired: 'warning-soft',
};
const INVOICE_BADGES: Record<ClientDocuments['invoices'][number]['status'], BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'info',
  partially_paid: 'warning-soft',
  paid: 'success-soft',
  overdue: 'danger-soft',
  void: 'muted',
};

/**
 * The client portal's "Your estimates and invoices": the estimates to answer first, the invoices
 * with a balance due; each button mints a private link for the signed-in client and opens it.
 */
export function ClientDocumentsSection() {
  const { t, language } = useI18n();
  const docs = useQuery({ queryKey: approvalKeys.documents, queryFn: approvalsApi.documents });
  const ordered = useMemo(() => docs.data && orderDocuments(docs.data), [docs.data]);
  const [opening, setOpening] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: ({ kind, id }: { kind: 'estimate' | 'invoice'; id: string }): Promise<DocumentLink> =>
      kind === 'estimate' ? approvalsApi.estimateLinkFor(id) : approvalsApi.invoiceLinkFor(id),
    onMutate: ({ id }) => setOpening(id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => setOpening(null),
  });
  const failure = open.error ? errorText(asApiError(open.error), t, 'approvals.errors.actionFailed') : null;

  return (
    <Card className="gap-4" data-testid="client-documents">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <FileText className="size-5 text-primary-text" aria-hidden />
          {t('approvals.portal.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {docs.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('ui.loading')}</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : docs.isError || !ordered ? (
          <LoadError
            compact
            message={t('approvals.portal.loadFailed')}
            onRetry={() => docs.refetch()}
            retrying={docs.isFetching}
          />
        ) : ordered.estimates.length === 0 && ordered.invoices.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('approvals.portal.empty')}</p>
        ) : (
          <>
            <ErrorNote message={failure} />
            <DocumentGroup
              title={t('approvals.portal.estimates')}
              icon={FileSignature}
              empty={t('approvals.portal.noEstimates')}
            >
              {ordered.estimates.map((estimate) => {
                const waiting = awaitingAnswer(estimate);
                return (
                  <DocumentRow
                    key={estimate.id}
                    testId="portal-estimate"
                    number={estimate.displayNumber}
                    title={estimate.title}
                    badge={
                      <Badge variant={ESTIMATE_BADGES[estimate.status]}>
                        {t(`approvals.estimate.statuses.${estimate.status}`)}
                      </Badge>
                    }
                    details={[
                      t('approvals.portal.total', { total: formatCents(estimate.totalCents, language) }),
                      waiting
                        ? t('approvals.portal.validUntil', { date: formatDay(estimate.validUntil, language) })
                        : null,
                    ]}
                    action={{
                      label: waiting ? t('approvals.portal.review') : t('approvals.portal.view'),
                      name: t(waiting ? 'approvals.portal.reviewNamed' : 'approvals.portal.viewNamed', {
                        number: estimate.displayNumber,
                      }),
                      primary: waiting,
                      icon: waiting ? FileSignature : FileText,
                    }}
                    busy={opening === estimate.id}
                    disabled={open.isPending}
                    onOpen={() => open.mutate({ kind: 'estimate', id: estimate.id })}
                  />
                );
              })}
            </DocumentGroup>
            <DocumentGroup
              title={t('approvals.portal.invoices')}
              icon={Receipt}
              empty={t('approvals.portal.noInvoices')}
            >
              {ordered.invoices.map((invoice) => {
                const due = payable(invoice);
                return (
                  <DocumentRow
                    key={invoice.id}
                    testId="portal-invoice"
                    number={invoice.displayNumber}
                    title={invoice.title}
                    badge={
                      <Badge variant={INVOICE_BADGES[invoice.status]}>
                        {t(`approvals.invoice.statuses.${invoice.status}`)}
                      </Badge>
                    }
                    details={[
                      due
                        ? t('approvals.portal.balance', { balance: formatCents(invoice.balanceCents, language) })
                        : t('approvals.portal.total', { total: formatCents(invoice.totalCents, language) }),
                      due ? t('approvals.portal.dueDate', { date: formatDay(invoice.dueDate, language) }) : null,
                    ]}
                    danger={invoice.status === 'overdue'}
                    action={
                      invoice.status === 'void'
                        ? null
                        : {
                            label: due ? t('approvals.portal.pay') : t('approvals.portal.view'),
                            name: t(due ? 'approvals.portal.payNamed' : 'approvals.portal.viewNamed', {
                              number: invoice.displayNumber,
                            }),
                            primary: due,
                            icon: due ? CreditCard : FileText,
                          }
                    }
                    busy={opening === invoice.id}
                    disabled={open.isPending}
                    onOpen={() => open.mutate({ kind: 'invoice', id: invoice.id })}
                  />
                );
              })}
            </DocumentGroup>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function DocumentGroup({
  title,
  icon: Icon,
  empty,
  children,
}: {
  title: string;
  icon: LucideIcon;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border">{children}</ul>
      )}
    </section>
  );
}

function DocumentRow({
  testId,
  number,
  title,
  badge,
  details,
  danger = false,
  action,
  busy,
  disabled,
  onOpen,
}: {
  testId: string;
  number: string;
  title: string;
  badge: ReactNode;
  details: (string | null)[];
  danger?: boolean;
  /** Null where there is nothing to open (a void invoice: its link would answer that it is void). */
  action: { label: string; name: string; primary: boolean; icon: LucideIcon } | null;
  busy: boolean;
  disabled: boolean;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  const Icon = action?.icon;
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap" data-testid={testId}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm">{number}</span>
          {badge}
        </p>
        <p className="font-medium break-words">{title}</p>
        <p className={cn('text-sm', danger ? 'text-danger-text' : 'text-muted-foreground')}>
          {details.filter(Boolean).join(' · ')}
        </p>
      </div>
      {action && Icon && (
        <Button
          variant={action.primary ? 'default' : 'outline'}
          size="sm"
          className="max-sm:w-full"
          aria-label={action.name}
          disabled={disabled}
          onClick={onOpen}
        >
          <Icon aria-hidden />
          {busy ? t('approvals.portal.opening') : action.label}
        </Button>
      )}
    </li>
  );
}
