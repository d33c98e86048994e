import { FilePlus2, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { OrderStatus } from '../../../shared/orders.ts';
import { BILL_LIMITS, BILL_MESSAGES } from '../../../shared/payables.ts';
import { DetailSection } from '../../components/page/DetailParts.tsx';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { payablesApi, type Bill, type CreateBillBody } from './api.ts';
import { BillStatusBadge } from './BillStatusBadge.tsx';
import { ORDER_BILL_TERMS, orderBillable, orderBillDueDate, type FormErrors, type OrderBillTerms } from './form.ts';
import { localizePayableMessage, payableFieldErrors } from './messages.ts';
import { billPath } from '../../page-paths.ts';
import { PAYABLES_PATH } from './paths.ts';
import { useBillAction, useOrderBills, usePayablesAccess } from './queries.ts';

interface OrderFacts {
  orderId: string;
  displayNumber: string;
  status: OrderStatus;
  totalCents: number | null;
}

/**
 * A material order's bill (issue #18, ADR 0034), on the order's page for those who read the
 * company's financials: once the order is received (even in part), the bill made from it with a link,
 * or "Create bill" (its total, to its supplier, due when chosen); an order without a total is billed
 * by hand. Nothing shows before the order is received, nor to anyone else.
 */
export function OrderBill(order: OrderFacts) {
  const { t } = useI18n();
  const { canRead, canWrite } = usePayablesAccess();
  const received = order.status === 'received' || order.status === 'partially_received';
  const bills = useOrderBills(order.orderId, canRead && received);
  const [creating, setCreating] = useState(false);
  if (!canRead || !received) return null;
  const bill = bills.data?.find((b) => b.status !== 'void');

  return (
    <div data-testid="order-bill">
      <DetailSection title={t('payables.orderBill.title')}>
        {bills.isPending ? (
          <p className="text-sm text-muted-foreground">{t('ui.loading')}</p>
        ) : bills.isError ? (
          <p className="text-sm text-danger-text">{t('payables.orderBill.loadFailed')}</p>
        ) : bill ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <BillStatusBadge status={bill.status} />
            <BillFacts bill={bill} />
            <Link to={billPath(bill.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <FileText aria-hidden />
              {t('payables.orderBill.open')}
            </Link>
          </div>
        ) : !orderBillable(order) ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">{t('payables.messages.orderHasNoTotal')}</p>
            {canWrite && (
              <Link to={`${PAYABLES_PATH}?new=1`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('payables.newBill')}
              </Link>
            )}
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">{t('payables.orderBill.none')}</p>
            {canWrite && (
              <Button size="sm" onClick={() => setCreating(true)}>
                <FilePlus2 aria-hidden />
                {t('payables.orderBill.create')}
              </Button>
            )}
          </div>
        )}
      </DetailSection>
      {creating && <CreateOrderBillDialog order={order} onClose={() => setCreating(false)} onBilled={bills.refetch} />}
    </div>
  );
}

function BillFacts({ bill }: { bill: Pick<Bill, 'amountCents' | 'balanceCents' | 'dueDate'> }) {
  const { t, language } = useI18n();
  return (
    <span>
      {t('payables.orderBill.facts', {
        amount: formatCents(bill.amountCents, language),
        balance: formatCents(bill.balanceCents, language),
        date: formatDay(bill.dueDate, language),
      })}
    </span>
  );
}

function CreateOrderBillDialog({
  order,
  onClose,
  onBilled,
}: {
  order: OrderFacts;
  onClose: () => void;
  onBilled: () => unknown;
}) {
  const { t, language } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payables.orderBill.dialogTitle', { number: order.displayNumber })}
      description={t('payables.orderBill.dialogDescription', {
        amount: formatCents(order.totalCents ?? 0, language),
      })}
    >
      <CreateOrderBillForm order={order} onClose={onClose} onBilled={onBilled} />
    </FormDialog>
  );
}

function CreateOrderBillForm({
  order,
  onClose,
  onBilled,
}: {
  order: OrderFacts;
  onClose: () => void;
  onBilled: () => unknown;
}) {
  const { t, language } = useI18n();
  // The company's day (the bill is dated on it); the browser's until the summary is in.
  const today = useCompanyToday();
  const [terms, setTerms] = useState<OrderBillTerms>('30');
  const [picked, setPicked] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useBillAction((input: CreateBillBody) => payablesApi.create(input));
  const dueDate = orderBillDueDate(terms, today, picked);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dueDate) {
      setErrors({ dueDate: t('payables.form.dateRequired') });
      return;
    }
    create.mutate(
      { from: 'order', orderId: order.orderId, dueDate, reference: reference.trim() || null },
      {
        onSuccess: (bill) => {
          toast.success(
            t('payables.toast.created', {
              vendor: bill.vendorName,
              amount: formatCents(bill.amountCents, language),
            }),
          );
          onClose();
        },
        onError: (error) => {
          const fields = payableFieldErrors(error);
          if (fields) return setErrors(fields);
          // Billed meanwhile (another tab, another member): the section shows that bill.
          if (error instanceof ApiError && error.message === BILL_MESSAGES.orderBilled) {
            void onBilled();
            onClose();
          }
          toast.error(t('payables.toast.createFailed'), { description: localizePayableMessage(error.message) });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="order-bill-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('payables.orderBill.terms')} error={terms === 'custom' ? undefined : errors.dueDate}>
          <NativeSelect value={terms} onChange={(event) => setTerms(event.target.value as OrderBillTerms)}>
            {ORDER_BILL_TERMS.map((option) => (
              <option key={option} value={option}>
                {option === 'custom'
                  ? t('payables.orderBill.termsCustom')
                  : option === '0'
                    ? t('payables.orderBill.termsNow')
                    : t('payables.orderBill.termsDays', { count: option })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {terms === 'custom' ? (
          <Field label={t('payables.fields.dueDate')} error={errors.dueDate}>
            <Input type="date" min={today} value={picked} onChange={(event) => setPicked(event.target.value)} />
          </Field>
        ) : (
          <div className="grid content-end gap-1 text-sm" aria-live="polite">
            <span className="text-muted-foreground">{t('payables.fields.dueDate')}</span>
            <span className="flex h-10 items-center font-medium" data-testid="order-bill-due">
              {formatDay(dueDate, language)}
            </span>
          </div>
        )}
        <Field
          label={t('payables.fields.reference')}
          error={errors.reference}
          hint={t('payables.fields.referenceHint')}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="off"
            maxLength={BILL_LIMITS.reference}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </Field>
      </div>
      <OtherErrors errors={errors} shown={['dueDate', 'reference']} />
      <FormFooter
        onCancel={onClose}
        saving={create.isPending}
        label={t('payables.orderBill.create')}
        savingLabel={t('payables.form.saving')}
      />
    </form>
  );
}
