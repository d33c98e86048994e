import { AlertTriangle, Ban, Download, PackageCheck, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BackLink,
  DeleteButton,
  DetailHeader,
  DetailItem,
  DetailList,
  DetailLoader,
  DetailSection,
} from '../../components/page/DetailParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { formatCents, formatDay, formatDocumentPrice } from '../../../shared/format.ts';
import { formatDateTime, formatDecimal } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { ordersApi, type Order } from './api.ts';
import { DraftEditor } from './DraftEditor.tsx';
import { unitName } from './format.ts';
import { localizeOrderMessage } from './messages.ts';
import { ReceiveDialog, SendDialog } from './OrderDialogs.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useDeleteOrder, useOrder, useOrderAction, useOrderPermissions } from './queries.ts';
import { isIncoming } from '../../../shared/orders.ts';
import { OrderBill } from '../payables/OrderBill.tsx';
import { draftBody, draftErrors, draftOf, ORDERS_PATH, plainDecimal } from './rules.ts';
import { jobPath } from '../../page-paths.ts';

/** /dashboard/tools/orders/:id: a draft's editor, or the order placed with its deliveries; its actions. */
export default function OrderDetailPage() {
  useDocumentTitle('titles.order');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <DetailLoader
      query={order}
      listPath={ORDERS_PATH}
      texts={{
        back: t('orders.back'),
        notFoundTitle: t('orders.notFoundTitle'),
        notFoundBody: t('orders.notFoundBody'),
        loadFailed: t('orders.loadOneFailed'),
        loadFailedToast: t('orders.loadOneFailed'),
      }}
      skeleton={<OrderSkeleton />}
    >
      {(order) => <OrderView key={order.id} order={order} />}
    </DetailLoader>
  );
}

function OrderSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t, language } = useI18n();
  const { canWrite } = useOrderPermissions();
  const editing = order.editable && canWrite;
  const [saved, setSaved] = useState(() => draftOf(order));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const save = useOrderAction(() => ordersApi.update(order.id, draftBody(values)));

  // Another action changed the order: the form follows when nothing is typed.
  const [seen, setSeen] = useState(order.updatedAt);
  if (seen !== order.updatedAt) {
    setSeen(order.updatedAt);
    if (!dirty) {
      const next = draftOf(order);
      setSaved(next);
      setValues(next);
    }
  }

  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: (next) => {
        const form = draftOf(next);
        setSeen(next.updatedAt);
        setSaved(form);
        setValues(form);
        setErrors({});
        toast.success(t('orders.toast.saved'));
      },
      onError: (error) => {
        const fields = validationErrors(error);
        if (fields) {
          setErrors(
            draftErrors(
              values,
              Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeOrderMessage(m)])),
            ),
          );
          toast.error(t('orders.toast.checkFields'), { description: localizeOrderMessage(Object.values(fields)[0]!) });
        } else toast.error(t('orders.toast.saveFailed'), { description: localizeOrderMessage(error.message) });
      },
    });

  return (
    <div className="space-y-4 pb-24">
      <BackLink to={ORDERS_PATH} label={t('orders.back')} />
      <DetailHeader
        title={order.displayNumber}
        meta={
          <>
            <OrderStatusBadge status={order.status} />
            {order.supplierName && <span>{order.supplierName}</span>}
            {order.jobId && order.jobTitle && (
              <Link to={jobPath(order.jobId)} className="text-primary-text underline-offset-4 hover:underline">
                {t('orders.forJob', { job: order.jobTitle })}
              </Link>
            )}
            {order.orderedAt && (
              <span>{t('orders.orderedOn', { date: formatDateTime(order.orderedAt, language) })}</span>
            )}
            {order.receivedAt && (
              <span>{t('orders.receivedOn', { date: formatDateTime(order.receivedAt, language) })}</span>
            )}
          </>
        }
      >
        <OrderActions order={order} dirty={dirty} />
      </DetailHeader>

      <LotWarnings order={order} />
      <OrderBill
        orderId={order.id}
        displayNumber={order.displayNumber}
        status={order.status}
        totalCents={order.totalCents}
      />

      {editing ? (
        <DraftEditor
          values={values}
          errors={errors}
          onChange={setValues}
          onSave={onSave}
          saving={save.isPending}
          dirty={dirty}
        />
      ) : (
        <>
          <OrderDetails order={order} />
          <ItemsTable order={order} />
        </>
      )}
      <Deliveries order={order} />
    </div>
  );
}

/** Products that came in more than one dye lot: said loudly, before anyone opens the boxes. */
function LotWarnings({ order }: { order: Order }) {
  const { t } = useI18n();
  if (!order.lotWarnings.length) return null;
  return (
    <div role="alert" data-testid="lot-warnings" className="space-y-2 rounded-xl bg-warning-soft p-4 text-warning-text">
      {order.lotWarnings.map((warning) => (
        <p key={warning.itemId} className="flex items-start gap-2 font-medium">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            {t(warning.dyeLots.length === 2 ? 'orders.lotWarning.two' : 'orders.lotWarning.other', {
              count: warning.dyeLots.length,
              product: warning.description,
              lots: warning.dyeLots.join(', '),
            })}
          </span>
        </p>
      ))}
    </div>
  );
}

function OrderActions({ order, dirty }: { order: Order; dirty: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { canWrite, canDelete, canReceive } = useOrderPermissions();
  const [sending, setSending] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useOrderAction(() => ordersApi.cancel(order.id));
  const remove = useDeleteOrder(order.id);
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: localizeOrderMessage(error.message) });
  // The PDF and the e-mail show what is saved: with changes typed, save first.
  const savedOnly = dirty ? { 'aria-disabled': true as const, title: t('orders.editor.saveFirst') } : {};
  const cancellable = order.status !== 'received' && order.status !== 'cancelled';

  return (
    <div className="flex flex-wrap gap-2 max-md:w-full">
      {canReceive && isIncoming(order.status) && (
        <Button size="lg" className="max-md:h-14 max-md:w-full max-md:text-lg" onClick={() => setReceiving(true)}>
          <PackageCheck aria-hidden />
          {t('orders.actions.receive')}
        </Button>
      )}
      {canWrite && order.status === 'draft' && (
        <Button onClick={() => (dirty ? toast.error(t('orders.editor.saveFirst')) : setSending(true))}>
          <Send aria-hidden />
          {t('orders.actions.send')}
        </Button>
      )}
      {canWrite && (
        <a
          href={ordersApi.pdfUrl(order.id)}
          download={`${order.displayNumber}.pdf`}
          className={buttonVariants({ variant: 'outline' })}
          {...savedOnly}
          onClick={(event) => dirty && event.preventDefault()}
        >
          <Download aria-hidden />
          {t('orders.actions.pdf')}
        </a>
      )}
      {canWrite && cancellable && order.status !== 'draft' && (
        <>
          <Button variant="outline" className="text-danger-text" onClick={() => setCancelling(true)}>
            <Ban aria-hidden />
            {t('orders.actions.cancel')}
          </Button>
          <ConfirmDialog
            open={cancelling}
            onOpenChange={setCancelling}
            title={t('orders.cancelConfirm.title', { number: order.displayNumber })}
            description={t('orders.cancelConfirm.body')}
            confirmLabel={t('orders.actions.cancel')}
            busy={cancel.isPending}
            onConfirm={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setCancelling(false);
                  toast.success(t('orders.toast.cancelled', { number: order.displayNumber }));
                },
                onError: failed(t('orders.toast.cancelFailed')),
              })
            }
          />
        </>
      )}
      {canDelete && order.status === 'draft' && (
        <DeleteButton
          label={t('orders.actions.delete')}
          confirmTitle={t('orders.deleteConfirm.title', { number: order.displayNumber })}
          confirmBody={t('orders.deleteConfirm.body')}
          busy={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                close();
                toast.success(t('orders.toast.deleted', { number: order.displayNumber }));
                navigate(ORDERS_PATH, { replace: true });
              },
              onError: failed(t('orders.toast.deleteFailed')),
            })
          }
        />
      )}
      {sending && <SendDialog order={order} open onOpenChange={setSending} />}
      {receiving && <ReceiveDialog order={order} open onOpenChange={setReceiving} />}
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t, language } = useI18n();
  const none = t('orders.none');
  return (
    <DetailSection title={t('orders.sections.details')}>
      <DetailList>
        <DetailItem label={t('orders.fields.supplier')} none={t('orders.noSupplier')}>
          {order.supplierName}
        </DetailItem>
        <DetailItem label={t('orders.fields.expectedOn')} none={none}>
          {order.expectedOn && formatDay(order.expectedOn, language)}
        </DetailItem>
        <DetailItem label={t('orders.fields.deliveryTo')} none={none}>
          {[t(`orders.deliveryTo.${order.deliveryTo}`), order.deliveryAddress].filter(Boolean).join(' · ')}
        </DetailItem>
        <DetailItem label={t('orders.fields.notes')} none={none}>
          {order.notes && <span className="whitespace-pre-line">{order.notes}</span>}
        </DetailItem>
      </DetailList>
    </DetailSection>
  );
}

/** The items as ordered, with what arrived so far and its dye lots; costs only for those who see them. */
function ItemsTable({ order }: { order: Order }) {
  const { t, language } = useI18n();
  const costs = order.items.some((item) => item.unitCost !== null) || order.totalCents !== null;
  return (
    <DetailSection title={t('orders.sections.items')}>
      {order.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('orders.items.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {order.items.map((item) => (
            <li
              key={item.id}
              data-testid="order-item"
              className="grid gap-1 py-3 text-sm md:grid-cols-[3fr_2fr_2fr] md:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{item.description}</p>
                {item.sku && <p className="text-muted-foreground">{t('orders.items.skuValue', { sku: item.sku })}</p>}
              </div>
              <div>
                <p>
                  {formatDecimal(item.quantity, language)} {unitName(item.unit)}
                  {item.unitCost !== null && (
                    <span className="text-muted-foreground">
                      {' '}
                      × {formatDocumentPrice(item.unitCost, item.unit, language)}
                      {item.amountCents !== null && <> = {formatCents(item.amountCents, language)}</>}
                    </span>
                  )}
                </p>
              </div>
              <div data-testid="item-received">
                <p>
                  {t('orders.items.received', {
                    received: formatDecimal(plainDecimal(item.receivedQuantity), language),
                    quantity: formatDecimal(item.quantity, language),
                  })}
                </p>
                {item.dyeLots.length > 0 && (
                  <p className="text-muted-foreground">
                    {t('orders.items.dyeLots', { lots: item.dyeLots.join(', ') })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {costs && order.totalCents !== null && (
        <p className="text-right text-sm">
          {t('orders.items.total')}:{' '}
          <span className="font-semibold tabular-nums">{formatCents(order.totalCents, language)}</span>
        </p>
      )}
    </DetailSection>
  );
}

/** Every delivery, newest first: what came, in which lot, who took it in. */
function Deliveries({ order }: { order: Order }) {
  const { t, language } = useI18n();
  if (order.status === 'draft') return null;
  const describe = (itemId: string) => order.items.find((item) => item.id === itemId);
  return (
    <DetailSection title={t('orders.sections.deliveries')}>
      {order.receipts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('orders.deliveries.empty')}</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid="order-deliveries">
          {[...order.receipts].reverse().map((receipt) => {
            const item = describe(receipt.itemId);
            return (
              <li key={receipt.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">
                  {formatDecimal(receipt.quantity, language)} {item && unitName(item.unit)} · {item?.description}
                </span>
                {receipt.dyeLot && <span>{t('orders.deliveries.lot', { lot: receipt.dyeLot })}</span>}
                <span className="text-muted-foreground">
                  {[receipt.userName, formatDateTime(receipt.receivedAt, language)].filter(Boolean).join(' · ')}
                </span>
                {receipt.note && <span className="basis-full text-muted-foreground">{receipt.note}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
