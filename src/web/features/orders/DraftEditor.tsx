import { Plus, Trash2 } from 'lucide-react';
import { DELIVERY_TO, ORDER_LIMITS, type DeliveryTo } from '../../../shared/orders.ts';
import { DetailSection, SaveBar } from '../../components/page/DetailParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useSupplierOptions } from '../catalog/queries.ts';

import { draftAmount, draftTotal, type DraftItem, type DraftValues } from './rules.ts';

let newKeys = 0;
const blankItem = (): DraftItem => ({
  key: `new-${++newKeys}`,
  productId: null,
  description: '',
  sku: '',
  quantity: '1',
  unit: 'box',
  unitCost: '',
});

/** A draft order's form: supplier, date, delivery, notes and the items (add, remove, quantities, costs). */
export function DraftEditor({
  values,
  errors,
  onChange,
  onSave,
  saving,
  dirty,
}: {
  values: DraftValues;
  errors: Record<string, string>;
  onChange: (values: DraftValues) => void;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
}) {
  const { t, language } = useI18n();
  const suppliers = useSupplierOptions();
  // An archived supplier already on the order stays shown; new choices are the active ones.
  const choices = (suppliers.data ?? []).filter((s) => !s.archivedAt || s.id === values.supplierId);
  const set = <K extends keyof DraftValues>(key: K, value: DraftValues[K]) => onChange({ ...values, [key]: value });
  const setItem = (index: number, patch: Partial<DraftItem>) =>
    set(
      'items',
      values.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    );
  const total = draftTotal(values.items);

  return (
    <>
      <DetailSection title={t('orders.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('orders.fields.supplier')} error={errors.supplierId}>
            <NativeSelect value={values.supplierId} onChange={(event) => set('supplierId', event.target.value)}>
              <option value="">{t('orders.fields.noSupplier')}</option>
              {choices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('orders.fields.expectedOn')} error={errors.expectedOn}>
            <Input type="date" value={values.expectedOn} onChange={(event) => set('expectedOn', event.target.value)} />
          </Field>
          <Field label={t('orders.fields.deliveryTo')} error={errors.deliveryTo}>
            <NativeSelect
              value={values.deliveryTo}
              onChange={(event) => set('deliveryTo', event.target.value as DeliveryTo)}
            >
              {DELIVERY_TO.map((d) => (
                <option key={d} value={d}>
                  {t(`orders.deliveryTo.${d}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('orders.fields.deliveryAddress')}
            error={errors.deliveryAddress}
            hint={t('orders.fields.deliveryAddressHint')}
          >
            <Input
              autoComplete="off"
              maxLength={ORDER_LIMITS.address}
              value={values.deliveryAddress}
              onChange={(event) => set('deliveryAddress', event.target.value)}
            />
          </Field>
          <Field label={t('orders.fields.notes')} error={errors.notes} className="sm:col-span-2">
            <Textarea
              rows={2}
              maxLength={ORDER_LIMITS.notes}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </Field>
        </div>
      </DetailSection>

      <DetailSection title={t('orders.sections.items')}>
        {values.items.length === 0 && <p className="text-sm text-muted-foreground">{t('orders.items.empty')}</p>}
        <ul className="grid gap-3">
          {values.items.map((item, index) => {
            const amount = draftAmount(item.quantity, item.unitCost);
            const err = (field: string) => errors[`${item.key}.${field}`];
            return (
              <li
                key={item.key}
                data-testid="order-item"
                className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(12rem,3fr)_minmax(6rem,1fr)_6rem_6rem_7rem_auto] md:items-start"
              >
                <Field label={t('orders.items.description')} error={err('description')}>
                  <Input
                    autoComplete="off"
                    maxLength={ORDER_LIMITS.description}
                    value={item.description}
                    onChange={(event) => setItem(index, { description: event.target.value })}
                  />
                </Field>
                <Field label={t('orders.items.sku')} error={err('sku')}>
                  <Input
                    autoComplete="off"
                    maxLength={ORDER_LIMITS.sku}
                    value={item.sku}
                    onChange={(event) => setItem(index, { sku: event.target.value })}
                  />
                </Field>
                <Field label={t('orders.items.quantity')} error={err('quantity')}>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    value={item.quantity}
                    onChange={(event) => setItem(index, { quantity: event.target.value })}
                  />
                </Field>
                <Field label={t('orders.items.unit')} error={err('unit')}>
                  <Input
                    autoComplete="off"
                    maxLength={ORDER_LIMITS.unit}
                    value={item.unit}
                    onChange={(event) => setItem(index, { unit: event.target.value })}
                  />
                </Field>
                <Field label={t('orders.items.unitCost')} error={err('unitCost')}>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    value={item.unitCost}
                    onChange={(event) => setItem(index, { unitCost: event.target.value })}
                  />
                </Field>
                <div className="flex items-center justify-between gap-3 md:flex-col md:items-end md:pt-7">
                  <span className="text-sm font-medium tabular-nums" data-testid="item-amount">
                    {amount !== null ? formatCents(amount, language) : t('orders.none')}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-danger-text"
                    onClick={() =>
                      set(
                        'items',
                        values.items.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only">
                      {t('orders.items.remove', { item: item.description || String(index + 1) })}
                    </span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p role="alert" className="text-sm font-medium text-danger-text">
            {errors.items}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => set('items', [...values.items, blankItem()])}>
            <Plus aria-hidden />
            {t('orders.items.add')}
          </Button>
          <p className="text-sm">
            {t('orders.items.total')}:{' '}
            <span className="font-semibold tabular-nums" data-testid="order-total">
              {total !== null ? formatCents(total, language) : t('orders.none')}
            </span>
          </p>
        </div>
      </DetailSection>

      <SaveBar dirty={dirty} saving={saving} onSave={onSave} texts="orders.editor" />
    </>
  );
}
