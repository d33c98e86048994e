import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ESTIMATE_LIMITS } from '../../../shared/estimates.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { estimateKeys, estimatesApi } from './api.ts';
import { localizeEstimateMessage } from './messages.ts';
import { estimatePath } from '../../page-paths.ts';

export interface NewEstimateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected (the lead's or job's page links here with ?leadId= or ?jobId=). */
  leadId?: string;
  jobId?: string;
}

/** A title and, optionally, the lead or job it is for; creates the estimate and opens the editor. */
export function NewEstimateDialog({ open, onOpenChange, leadId, jobId }: NewEstimateDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('estimates.new.title')}
      description={t('estimates.new.description')}
    >
      <NewEstimateForm onOpenChange={onOpenChange} leadId={leadId} jobId={jobId} />
    </FormDialog>
  );
}

function NewEstimateForm({ onOpenChange, leadId = '', jobId = '' }: Omit<NewEstimateDialogProps, 'open'>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState('');
  const [lead, setLead] = useState(leadId);
  const [job, setJob] = useState(jobId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const q = useDebounced(search.trim(), 300);
  const leads = useQuery({ queryKey: estimateKeys.leads(q), queryFn: () => estimatesApi.leads(q) });
  const jobs = useQuery({ queryKey: estimateKeys.jobs(q), queryFn: () => estimatesApi.jobs(q) });
  // The preselected ones stay choosable whatever the search finds.
  const presetLead = useQuery({
    queryKey: ['estimates', 'pick-lead', leadId],
    queryFn: () => estimatesApi.lead(leadId),
    enabled: !!leadId,
  });
  const presetJob = useQuery({
    queryKey: ['estimates', 'pick-job', jobId],
    queryFn: () => estimatesApi.job(jobId),
    enabled: !!jobId,
  });
  const leadChoices = [...(presetLead.data ? [presetLead.data] : []), ...(leads.data?.items ?? [])].filter(
    (l, i, all) => all.findIndex((o) => o.id === l.id) === i,
  );
  const jobChoices = [...(presetJob.data ? [presetJob.data] : []), ...(jobs.data?.items ?? [])].filter(
    (j, i, all) => all.findIndex((o) => o.id === j.id) === i,
  );

  const create = useMutation({ mutationFn: estimatesApi.create });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: t('estimates.new.titleRequired') });
      return;
    }
    create.mutate(
      { title: title.trim(), leadId: lead || null, jobId: job || null },
      {
        onSuccess: (estimate) => {
          toast.success(t('estimates.toast.created', { number: estimate.displayNumber }));
          onOpenChange(false);
          navigate(estimatePath(estimate.id));
        },
        onError: (error) => {
          const fields = validationErrors(error);
          if (fields)
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeEstimateMessage(m)])));
          else toast.error(t('estimates.toast.createFailed'), { description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('estimates.fields.title')} error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={ESTIMATE_LIMITS.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <Field label={t('estimates.new.find')} hint={t('estimates.new.findHint')}>
        <Input type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('estimates.new.lead')} error={errors.leadId}>
          <NativeSelect value={lead} onChange={(event) => setLead(event.target.value)}>
            <option value="">{t('estimates.new.none')}</option>
            {leadChoices.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('estimates.new.job')} error={errors.jobId}>
          <NativeSelect value={job} onChange={(event) => setJob(event.target.value)}>
            <option value="">{t('estimates.new.none')}</option>
            {jobChoices.map((j) => (
              <option key={j.id} value={j.id}>
                {j.clientName ? `${j.title} · ${j.clientName}` : j.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={create.isPending}
        label={t('estimates.new.create')}
        savingLabel={t('estimates.new.creating')}
      />
    </form>
  );
}
