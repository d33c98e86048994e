import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELIVERY_TO, type DeliveryTo } from '../../../shared/orders.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { useSupplierOptions } from '../catalog/queries.ts';
import { orderKeys, ordersApi } from './api.ts';
import { localizeOrderMessage } from './messages.ts';
import { orderPath } from '../../page-paths.ts';

/** Where the new order's items come from: an estimate's material lines, a job (typed items), or nothing yet. */
const SOURCES = ['estimate', 'job', 'blank'] as const;
type Source = (typeof SOURCES)[number];

export function NewOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.new.title')}
      description={t('orders.new.description')}
    >
      <NewOrderForm onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function NewOrderForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>('estimate');
  const [search, setSearch] = useState('');
  const [estimateId, setEstimateId] = useState('');
  const [jobId, setJobId] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [deliveryTo, setDeliveryTo] = useState<DeliveryTo>('job_site');
  const [expectedOn, setExpectedOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const q = useDebounced(search.trim(), 300);
  const estimates = useQuery({
    queryKey: orderKeys.estimates(q),
    queryFn: () => ordersApi.estimates(q),
    enabled: source === 'estimate',
  });
  const jobs = useQuery({ queryKey: orderKeys.jobs(q), queryFn: () => ordersApi.jobs(q), enabled: source === 'job' });
  const suppliers = useSupplierOptions();
  const activeSuppliers = (suppliers.data ?? []).filter((s) => !s.archivedAt);

  const create = useMutation({ mutationFn: ordersApi.create });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'estimate' && !estimateId) return setErrors({ estimateId: t('orders.new.pickEstimate') });
    if (source === 'job' && !jobId) return setErrors({ jobId: t('orders.new.pickJob') });
    create.mutate(
      {
        supplierId: supplierId || null,
        estimateId: source === 'estimate' ? estimateId : null,
        jobId: source === 'job' ? jobId : null,
        deliveryTo,
        expectedOn: expectedOn || null,
      },
      {
        onSuccess: (order) => {
          toast.success(t('orders.toast.created', { number: order.displayNumber }));
          onOpenChange(false);
          navigate(orderPath(order.id));
        },
        onError: (error) => {
          const fields = validationErrors(error);
          if (fields)
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeOrderMessage(m)])));
          else toast.error(t('orders.toast.createFailed'), { description: localizeOrderMessage(error.message) });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('orders.new.source')}>
        <NativeSelect
          value={source}
          onChange={(event) => {
            setSource(event.target.value as Source);
            setErrors({});
          }}
        >
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.new.sources.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {source !== 'blank' && (
        <>
          <Field label={t(`orders.new.find.${source}`)} hint={t('orders.new.findHint')}>
            <Input
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          {source === 'estimate' ? (
            <Field label={t('orders.new.estimate')} error={errors.estimateId} hint={t('orders.new.estimateHint')}>
              <NativeSelect value={estimateId} onChange={(event) => setEstimateId(event.target.value)}>
                <option value="">{t('orders.new.choose')}</option>
                {(estimates.data?.items ?? []).map((e) => (
                  <option key={e.id} value={e.id}>
                    {[e.displayNumber, e.title, e.clientName].filter(Boolean).join(' · ')}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : (
            <Field label={t('orders.new.job')} error={errors.jobId}>
              <NativeSelect value={jobId} onChange={(event) => setJobId(event.target.value)}>
                <option value="">{t('orders.new.choose')}</option>
                {(jobs.data?.items ?? []).map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.clientName ? `${j.title} · ${j.clientName}` : j.title}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('orders.fields.supplier')} error={errors.supplierId}>
          <NativeSelect value={supplierId} onChange={(event) => setSupplierId(event.target.value)}>
            <option value="">{t('orders.fields.noSupplier')}</option>
            {activeSuppliers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('orders.fields.deliveryTo')} error={errors.deliveryTo}>
          <NativeSelect value={deliveryTo} onChange={(event) => setDeliveryTo(event.target.value as DeliveryTo)}>
            {DELIVERY_TO.map((d) => (
              <option key={d} value={d}>
                {t(`orders.deliveryTo.${d}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('orders.fields.expectedOn')} error={errors.expectedOn}>
          <Input type="date" value={expectedOn} onChange={(event) => setExpectedOn(event.target.value)} />
        </Field>
      </div>
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={create.isPending}
        label={t('orders.new.create')}
        savingLabel={t('orders.new.creating')}
      />
    </form>
  );
}
