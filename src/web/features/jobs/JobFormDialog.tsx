import { Controller, useWatch } from 'react-hook-form';
import { JOB_AMOUNT_FIELDS, JOB_LIMITS, JOB_SERVICE_TYPES } from '../../../shared/jobs.ts';
import { createJobInput, updateJobInput, type CreateJobInput } from '../../../shared/job-inputs.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { jobsApi, type Job } from './api.ts';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { CrewPicker } from './CrewPicker.tsx';
import { jobFieldMessage, localizeJobMessage } from './format.ts';
import { isJobFormField, jobFormValuesOf, jobInputOf, type JobFormValues } from './form-values.ts';
import { useJobPermissions } from './permissions.ts';
import { useInvalidateJobs, useJobPeople } from './queries.ts';

export interface JobFormDialogProps {
  /** The job to edit; without it the dialog creates one. */
  job?: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (job: Job) => void;
  /** Starting values for a new job (the calendar's chosen time, say). */
  defaults?: Partial<JobFormValues>;
}

/**
 * Creates or edits a job, validated by the shared schema (and the server's answer, mapped onto the
 * fields). Full screen on phones. Amounts only for members who may see them.
 */
export function JobFormDialog({ job, open, onOpenChange, onSaved, defaults }: JobFormDialogProps) {
  useBundle('leads'); // leadOptions.flooringType.* label the service types.
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(job ? 'jobs.form.editTitle' : 'jobs.form.createTitle')}
      description={t('jobs.form.description')}
    >
      <JobForm job={job} onOpenChange={onOpenChange} onSaved={onSaved} defaults={defaults} />
    </FormDialog>
  );
}

function JobForm({ job, onOpenChange, onSaved, defaults }: Omit<JobFormDialogProps, 'open'>) {
  const { t } = useI18n();
  const invalidate = useInvalidateJobs();
  const { fields } = useJobPermissions();
  // Amounts the member does not see are neither shown nor sent (sent blank, they would be cleared).
  const withAmounts = JOB_AMOUNT_FIELDS.every((f) => fields.includes(f) && !job?.hiddenFields.includes(f));
  const people = useJobPeople();
  const { register, control, errorOf, onSubmit, saving } = useDialogForm<JobFormValues, CreateJobInput, Job>({
    // The shared schema, run on what the form would send (instants, no hidden amounts).
    schema: job ? updateJobInput : createJobInput,
    toInput: (values) => jobInputOf(values, { withAmounts }),
    defaultValues: { ...jobFormValuesOf(job), ...defaults },
    save: (input) => {
      const payload = { ...input };
      // Without the member list there is no crew picker: leave the crew as it is.
      if (!people.isSuccess) delete payload.crewIds;
      return job ? jobsApi.update(job.id, payload) : jobsApi.create(payload);
    },
    isShown: isJobFormField,
    localize: (message, field) => (field ? jobFieldMessage(field, message) : localizeJobMessage(message)),
    texts: {
      saved: job ? 'jobs.toast.updated' : 'jobs.toast.created',
      failed: job ? 'jobs.toast.updateFailed' : 'jobs.messages.createFailed',
    },
    onSaved: (saved) => {
      void invalidate();
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const clientId = useWatch({ control, name: 'clientId' });

  const clients = people.data?.clients ?? [];
  // A client account no longer listed (removed, say) stays choosable while editing.
  const missingClient =
    job?.clientId && !clients.some((c) => c.userId === job.clientId)
      ? { userId: job.clientId, name: job.clientName ?? job.clientId }
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('jobs.form.jobSection')}</legend>
        <Field label={t('jobs.form.title')} error={errorOf('title')} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={JOB_LIMITS.title} {...register('title')} />
        </Field>
        <Field label={t('jobs.form.serviceType')} error={errorOf('serviceType')}>
          <NativeSelect {...register('serviceType')}>
            <option value="">{t('jobs.form.notChosen')}</option>
            {JOB_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`leadOptions.flooringType.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('jobs.form.squareFeet')} error={errorOf('squareFeet')}>
          <Input inputMode="numeric" autoComplete="off" {...register('squareFeet')} />
        </Field>
        <Field label={t('jobs.form.address')} error={errorOf('address')} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={JOB_LIMITS.address} {...register('address')} />
        </Field>
        <Field label={t('jobs.form.descriptionField')} error={errorOf('description')} className="sm:col-span-2">
          <Textarea rows={3} maxLength={JOB_LIMITS.description} {...register('description')} />
        </Field>
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('jobs.form.clientSection')}</legend>
        {(people.isSuccess || missingClient) && (
          <Field
            label={t('jobs.form.clientAccount')}
            hint={t('jobs.form.clientAccountHint')}
            error={errorOf('clientId')}
            className="sm:col-span-2"
          >
            <NativeSelect {...register('clientId')}>
              <option value="">{t('jobs.form.contactOnly')}</option>
              {missingClient && <option value={missingClient.userId}>{missingClient.name}</option>}
              {clients.map((client) => (
                <option key={client.userId} value={client.userId}>
                  {client.name} ({client.email})
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        {!clientId && (
          <>
            <Field label={t('jobs.form.clientName')} error={errorOf('clientName')} className="sm:col-span-2">
              <Input autoComplete="off" maxLength={JOB_LIMITS.clientName} {...register('clientName')} />
            </Field>
            <Field label={t('jobs.form.clientEmail')} error={errorOf('clientEmail')}>
              <Input type="email" autoComplete="off" {...register('clientEmail')} />
            </Field>
            <Field label={t('jobs.form.clientPhone')} error={errorOf('clientPhone')}>
              <Input type="tel" autoComplete="off" {...register('clientPhone')} />
            </Field>
          </>
        )}
      </fieldset>

      {withAmounts && (
        <fieldset className="grid items-start gap-4 sm:grid-cols-3">
          <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('jobs.form.amountsSection')}</legend>
          <Field label={t('jobs.form.totalCents')} error={errorOf('totalCents')}>
            <Input inputMode="decimal" autoComplete="off" {...register('totalCents')} />
          </Field>
          <Field label={t('jobs.form.materialsCostCents')} error={errorOf('materialsCostCents')}>
            <Input inputMode="decimal" autoComplete="off" {...register('materialsCostCents')} />
          </Field>
          <Field label={t('jobs.form.laborCostCents')} error={errorOf('laborCostCents')}>
            <Input inputMode="decimal" autoComplete="off" {...register('laborCostCents')} />
          </Field>
        </fieldset>
      )}

      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('jobs.form.scheduleSection')}</legend>
        <Field label={t('jobs.form.startDate')} error={errorOf('startDate')}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field label={t('jobs.form.endDate')} error={errorOf('endDate')}>
          <Input type="date" {...register('endDate')} />
        </Field>
        <Field label={t('jobs.form.scheduledStart')} error={errorOf('scheduledStart')}>
          <Input type="datetime-local" {...register('scheduledStart')} />
        </Field>
        <Field label={t('jobs.form.scheduledEnd')} error={errorOf('scheduledEnd')}>
          <Input type="datetime-local" {...register('scheduledEnd')} />
        </Field>
        {people.isSuccess && (
          <Controller
            control={control}
            name="crewIds"
            render={({ field }) => (
              <CrewPicker
                className="sm:col-span-2"
                people={people.data.crew}
                current={job?.crew}
                selected={field.value}
                onChange={field.onChange}
                error={errorOf('crewIds')}
              />
            )}
          />
        )}
        <Field label={t('jobs.form.notes')} error={errorOf('notes')} className="sm:col-span-2">
          <Textarea rows={3} maxLength={JOB_LIMITS.notes} {...register('notes')} />
        </Field>
      </fieldset>

      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={saving}
        label={t(job ? 'jobs.form.save' : 'jobs.form.create')}
        savingLabel={t('jobs.form.saving')}
      />
    </form>
  );
}
