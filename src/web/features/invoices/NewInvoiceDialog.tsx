import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INVOICE_LIMITS, type EstimateInvoiceKind } from '../../../shared/invoices.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { invoiceKeys, invoicesApi, type CreateInvoiceBody } from './api.ts';
import { BillingFigures, EstimateKindChoice } from './EstimateInvoiceParts.tsx';
import { localizeInvoiceMessage } from './messages.ts';
import { useEstimateBilling } from './queries.ts';
import { useCreateInvoice } from './use-create-invoice.ts';

type Source = 'blank' | 'job' | 'estimate';
const SOURCES: Source[] = ['blank', 'job', 'estimate'];

export interface NewInvoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected job (the job page's Invoices tab, the list's ?jobId=): starts "from a job". */
  jobId?: string;
}

/** A blank invoice, one from a job, or one from an accepted estimate; creates it and opens it. */
export function NewInvoiceDialog({ open, onOpenChange, jobId }: NewInvoiceDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invoices.new.title')}
      description={t('invoices.new.description')}
    >
      <NewInvoiceForm onOpenChange={onOpenChange} jobId={jobId} />
    </FormDialog>
  );
}

function NewInvoiceForm({ onOpenChange, jobId = '' }: Omit<NewInvoiceDialogProps, 'open'>) {
  const { t, language } = useI18n();
  const [source, setSource] = useState<Source>(jobId ? 'job' : 'blank');
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const [job, setJob] = useState(jobId);
  const [estimate, setEstimate] = useState('');
  const [kind, setKind] = useState<EstimateInvoiceKind>('deposit');
  const [percent, setPercent] = useState('');
  const [milestone, setMilestone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const q = useDebounced(search.trim(), 300);
  const jobs = useQuery({
    queryKey: invoiceKeys.jobs(q),
    queryFn: () => invoicesApi.jobs(q),
    enabled: source === 'job',
  });
  const presetJob = useQuery({
    queryKey: ['invoices', 'pick-job', jobId],
    queryFn: () => invoicesApi.job(jobId),
    enabled: !!jobId && source === 'job',
  });
  const estimates = useQuery({
    queryKey: invoiceKeys.estimates(q),
    queryFn: () => invoicesApi.acceptedEstimates(q),
    enabled: source === 'estimate',
  });
  const billing = useEstimateBilling(estimate, source === 'estimate');
  const jobChoices = [...(presetJob.data ? [presetJob.data] : []), ...(jobs.data?.items ?? [])].filter(
    (j, i, all) => all.findIndex((o) => o.id === j.id) === i,
  );
  // A preselected job the first page does not hold still shows as chosen.
  const jobMissing = !!job && !jobChoices.some((j) => j.id === job);

  const create = useCreateInvoice();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (source === 'blank' && !title.trim()) local.title = t('invoices.new.titleRequired');
    if (source === 'job' && !job) local.jobId = t('invoices.new.jobRequired');
    if (source === 'estimate' && !estimate) local.estimateId = t('invoices.new.estimateRequired');
    if (source === 'estimate' && kind === 'progress' && !percent.trim())
      local.percent = t('invoices.new.percentRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    const input: CreateInvoiceBody =
      source === 'blank'
        ? { from: 'blank', title: title.trim() }
        : source === 'job'
          ? { from: 'job', jobId: job, ...(title.trim() && { title: title.trim() }) }
          : {
              from: 'estimate',
              estimateId: estimate,
              kind,
              ...(kind === 'progress' && { percent: percent.trim(), milestone: milestone.trim() || null }),
            };
    create.mutate(input, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        const fields = validationErrors(error);
        if (fields)
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeInvoiceMessage(m)])));
        else toast.error(t('invoices.toast.createFailed'), { description: localizeInvoiceMessage(error.message) });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('invoices.new.from')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SOURCES.map((s) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="source"
                value={s}
                checked={source === s}
                onChange={() => {
                  setSource(s);
                  setErrors({});
                }}
                className="accent-primary"
              />
              {t(`invoices.new.sources.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {source !== 'estimate' && (
        <Field
          label={t(source === 'blank' ? 'invoices.fields.title' : 'invoices.new.titleOptional')}
          error={errors.title}
        >
          <Input
            autoComplete="off"
            maxLength={INVOICE_LIMITS.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
      )}

      {source !== 'blank' && (
        <Field
          label={t(source === 'job' ? 'invoices.new.findJob' : 'invoices.new.findEstimate')}
          hint={t('invoices.new.findHint')}
        >
          <Input type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
      )}

      {source === 'job' && (
        <Field label={t('invoices.new.job')} error={errors.jobId}>
          <NativeSelect value={job} onChange={(event) => setJob(event.target.value)}>
            <option value="">{t('invoices.new.choose')}</option>
            {jobMissing && <option value={job}>{t('invoices.new.thisJob')}</option>}
            {jobChoices.map((j) => (
              <option key={j.id} value={j.id}>
                {j.clientName ? `${j.title} · ${j.clientName}` : j.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}

      {source === 'estimate' && (
        <>
          <Field label={t('invoices.new.estimate')} error={errors.estimateId} hint={t('invoices.new.acceptedOnly')}>
            <NativeSelect value={estimate} onChange={(event) => setEstimate(event.target.value)}>
              <option value="">{t('invoices.new.choose')}</option>
              {(estimates.data?.items ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {[e.displayNumber, e.title, e.clientName].filter(Boolean).join(' · ')}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {estimate && <BillingFigures billing={billing} />}
          <EstimateKindChoice
            kind={kind}
            onKind={setKind}
            billing={billing.data}
            percent={percent}
            onPercent={setPercent}
            milestone={milestone}
            onMilestone={setMilestone}
            errors={errors}
            language={language}
          />
        </>
      )}

      {errors.from && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {errors.from}
        </p>
      )}
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={create.isPending}
        label={t('invoices.new.create')}
        savingLabel={t('invoices.new.creating')}
      />
    </form>
  );
}
