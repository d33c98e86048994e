import { useState, type FormEvent } from 'react';
import { ORDER_LIMITS } from '../../../shared/orders.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { useSupplierOptions } from '../catalog/queries.ts';
import { ordersApi, type Order } from './api.ts';
import { unitName } from './format.ts';
import { formatDecimal } from '../../lib/format.ts';
import { localizeOrderMessage } from './messages.ts';
import { useOrderAction } from './queries.ts';
import { receiptBody, receiptRows, type ReceiptRow } from './rules.ts';

/** The server's field errors in the user's language, else a toast with its message. */
function showErrors(error: Error, title: string, setErrors: (errors: Record<string, string>) => void) {
  const fields = validationErrors(error);
  if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeOrderMessage(m)])));
  else toast.error(title, { description: localizeOrderMessage(error.message) });
}

/** The alerts for the fields no input shows (e.g. `items`). */

interface DialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** E-mails the order's PDF to the supplier (or another address), with an optional message. */
export function SendDialog({ order, open, onOpenChange }: DialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.send.title', { number: order.displayNumber })}
      description={t('orders.send.description')}
    >
      <SendForm order={order} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function SendForm({ order, onOpenChange }: Omit<DialogProps, 'open'>) {
  const { t } = useI18n();
  const suppliers = useSupplierOptions();
  const supplierEmail = suppliers.data?.find((s) => s.id === order.supplierId)?.email ?? '';
  // The supplier's address fills the field once known, until the user types their own.
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? supplierEmail;
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useOrderAction((input: { to: string | null; message: string | null }) =>
    ordersApi.send(order.id, input),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: to.trim() || null, message: message.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('orders.toast.sent', { number: order.displayNumber }));
          onOpenChange(false);
        },
        onError: (error) => showErrors(error, t('orders.toast.sendFailed'), setErrors),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('orders.send.to')} error={errors.to} hint={t('orders.send.toHint')}>
        <Input type="email" autoComplete="off" value={to} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      <Field label={t('orders.send.message')} error={errors.message}>
        <Textarea rows={4} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      <OtherErrors errors={errors} shown={['to', 'message']} />
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={send.isPending}
        label={t('orders.send.submit')}
        savingLabel={t('orders.send.sending')}
      />
    </form>
  );
}

/**
 * Records a delivery: per item still to come the quantity that arrived (prefilled with what is
 * left) and the dye lot on its boxes. Large inputs: a crew member does it on site, phone in hand.
 */
export function ReceiveDialog({ order, open, onOpenChange }: DialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.receive.title', { number: order.displayNumber })}
      description={t('orders.receive.description')}
    >
      <ReceiveForm order={order} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

const BIG = 'h-12 text-lg md:h-11 md:text-base';

function ReceiveForm({ order, onOpenChange }: Omit<DialogProps, 'open'>) {
  const { t, language } = useI18n();
  const [rows, setRows] = useState<ReceiptRow[]>(() => receiptRows(order));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const receive = useOrderAction((input: NonNullable<ReturnType<typeof receiptBody>['body']>) =>
    ordersApi.receive(order.id, input),
  );
  const itemOf = (id: string) => order.items.find((item) => item.id === id)!;
  const setRow = (index: number, patch: Partial<ReceiptRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: local } = receiptBody(rows, note);
    if (!body) {
      const keyed = Object.fromEntries(
        Object.entries(local).map(([id, code]) => [`${id}.quantity`, t(`orders.receive.errors.${code}`)]),
      );
      setErrors(Object.keys(keyed).length ? keyed : { items: t('orders.messages.nothingReceived') });
      return;
    }
    receive.mutate(body, {
      onSuccess: (next) => {
        toast.success(t(`orders.toast.received.${next.status === 'received' ? 'all' : 'part'}`));
        onOpenChange(false);
      },
      onError: (error) =>
        showErrors(error, t('orders.toast.receiveFailed'), (fields) =>
          // items.<n>.quantity → the row of that item.
          setErrors(
            Object.fromEntries(
              Object.entries(fields).map(([path, message]) => {
                const match = /^items\.(\d+)\.(\w+)$/.exec(path);
                const id = match ? body.items[Number(match[1])]?.itemId : undefined;
                return [id ? `${id}.${match![2]}` : path, message];
              }),
            ),
          ),
        ),
    });
  };

  const shown = rows.flatMap((row) => [`${row.itemId}.quantity`, `${row.itemId}.dyeLot`]);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const item = itemOf(row.itemId);
          return (
            <li key={row.itemId} data-testid="receive-item" className="grid gap-3 rounded-lg border border-border p-3">
              <div>
                <p className="font-medium">{item.description}</p>
                <p className="text-sm text-muted-foreground">
                  {t('orders.receive.toCome', {
                    quantity: formatDecimal(row.toCome, language),
                    unit: unitName(item.unit),
                  })}
                </p>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('orders.receive.quantity')} error={errors[`${row.itemId}.quantity`]}>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    className={BIG}
                    value={row.quantity}
                    onChange={(event) => setRow(index, { quantity: event.target.value })}
                  />
                </Field>
                <Field label={t('orders.receive.dyeLot')} error={errors[`${row.itemId}.dyeLot`]}>
                  <Input
                    autoComplete="off"
                    maxLength={ORDER_LIMITS.dyeLot}
                    className={BIG}
                    value={row.dyeLot}
                    onChange={(event) => setRow(index, { dyeLot: event.target.value })}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
      <Field label={t('orders.receive.note')} error={errors.note}>
        <Textarea
          rows={2}
          maxLength={ORDER_LIMITS.notes}
          className="text-lg md:text-base"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={[...shown, 'note']} />
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={receive.isPending}
        label={t('orders.receive.submit')}
        savingLabel={t('orders.receive.saving')}
      />
    </form>
  );
}
