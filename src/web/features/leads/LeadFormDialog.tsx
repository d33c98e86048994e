import { TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { BUDGET_RANGE_KEYS, FLOORING_TYPES, LEAD_LIMITS, LEAD_SOURCES, LEAD_TIMELINES } from '../../../shared/leads.ts';
import { createLeadInput, updateLeadInput, type CreateLeadInput } from '../../../shared/lead-inputs.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { leadsApi, type Lead } from './api.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { useLeadPermissions } from './permissions.ts';
import { formValuesOf, isLeadFormField, type LeadFormValues } from './form-values.ts';
import { LeadStatusBadge } from './LeadStatusBadge.tsx';
import { localizeLeadMessage } from './messages.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { useAssignees, useDuplicateLeads, useInvalidateLeads } from './queries.ts';
import { leadPath } from '../../page-paths.ts';

export interface LeadFormDialogProps {
  /** The lead to edit; without it the dialog creates one. */
  lead?: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (lead: Lead) => void;
}

/**
 * Creates or edits a lead, validated by the shared schema (and the server's answer, mapped onto the
 * fields). Full screen on phones. When creating, warns (without blocking) about leads of the
 * company with the same e-mail or phone.
 */
export function LeadFormDialog({ lead, open, onOpenChange, onSaved }: LeadFormDialogProps) {
  useBundle('leads');
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(lead ? 'leads.form.editTitle' : 'leads.form.createTitle')}
      description={t('leads.form.description')}
    >
      <LeadForm lead={lead} onOpenChange={onOpenChange} onSaved={onSaved} />
    </FormDialog>
  );
}

function LeadForm({ lead, onOpenChange, onSaved }: Omit<LeadFormDialogProps, 'open'>) {
  const { t } = useI18n();
  const invalidate = useInvalidateLeads();
  const { canAssign } = useLeadPermissions();
  const assignees = useAssignees(canAssign);
  const showAssignee = canAssign && assignees.isSuccess;
  const { register, control, errorOf, onSubmit, saving } = useDialogForm<LeadFormValues, CreateLeadInput, Lead>({
    schema: lead ? updateLeadInput : createLeadInput,
    defaultValues: formValuesOf(lead),
    save: (input) => {
      const payload = { ...input };
      // Without the member list (partners, or the list failed), leave the assignment as it is.
      if (!showAssignee) delete payload.assignedTo;
      return lead ? leadsApi.update(lead.id, payload) : leadsApi.create(payload);
    },
    isShown: (field): field is keyof LeadFormValues =>
      isLeadFormField(field) && (field !== 'assignedTo' || showAssignee),
    localize: localizeLeadMessage,
    texts: {
      saved: lead ? 'leads.toast.updated' : 'leads.toast.created',
      failed: lead ? 'leads.toast.updateFailed' : 'leads.toast.createFailed',
    },
    onSaved: (saved) => {
      void invalidate();
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const [email = '', phone = ''] = useWatch({ control, name: ['email', 'phone'] });
  const duplicates = useDuplicateLeads(email, phone, !lead);

  const matches = !lead && duplicates.isSuccess ? duplicates.data.items : [];
  // A removed member may still be the assignee: keep them choosable.
  const assigneeOptions = assignees.data?.items ?? [];
  const missingAssignee =
    lead?.assignedTo && !assigneeOptions.some((a) => a.userId === lead.assignedTo)
      ? { userId: lead.assignedTo, name: lead.assigneeName ?? lead.assignedTo }
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('leads.form.contactSection')}</legend>
        <Field label={t('leads.form.name')} error={errorOf('name')} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={LEAD_LIMITS.name} {...register('name')} />
        </Field>
        <Field label={t('leads.form.email')} error={errorOf('email')}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label={t('leads.form.phone')} error={errorOf('phone')}>
          <Input type="tel" autoComplete="off" maxLength={LEAD_LIMITS.phone} {...register('phone')} />
        </Field>
        {matches.length > 0 && (
          <div
            role="status"
            data-testid="duplicate-warning"
            className="flex gap-3 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm sm:col-span-2"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-text" />
            <div className="min-w-0 space-y-1">
              <p className="font-medium">{t('leads.form.duplicateTitle')}</p>
              <p className="text-muted-foreground">{t('leads.form.duplicateBody')}</p>
              <ul className="space-y-1">
                {matches.map((match) => (
                  <li key={match.id} className="flex flex-wrap items-center gap-2">
                    <Link
                      to={leadPath(match.id)}
                      onClick={() => onOpenChange(false)}
                      className="font-medium text-primary-text underline-offset-4 hover:underline"
                    >
                      {match.name}
                    </Link>
                    <span className="truncate text-muted-foreground">
                      {[match.email, match.phone].filter(Boolean).join(' · ')}
                    </span>
                    <LeadStatusBadge status={match.status} />
                  </li>
                ))}
              </ul>
              <p className="text-muted-foreground">{t('leads.form.duplicateHint')}</p>
            </div>
          </div>
        )}
        <Field label={t('leads.form.address')} error={errorOf('address')} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={LEAD_LIMITS.address} {...register('address')} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('leads.form.projectSection')}</legend>
        <Field label={t('leads.form.source')} error={errorOf('source')}>
          <NativeSelect {...register('source')}>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`leadOptions.source.${source}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('leads.form.flooringType')} error={errorOf('flooringType')}>
          <NativeSelect {...register('flooringType')}>
            <option value="">{t('leads.form.notChosen')}</option>
            {FLOORING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`leadOptions.flooringType.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('leads.form.budgetRange')} error={errorOf('budgetRange')}>
          <NativeSelect {...register('budgetRange')}>
            <option value="">{t('leads.form.notChosen')}</option>
            {BUDGET_RANGE_KEYS.map((range) => (
              <option key={range} value={range}>
                {t(`leadOptions.budgetRange.${range}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('leads.form.timeline')} error={errorOf('timeline')}>
          <NativeSelect {...register('timeline')}>
            <option value="">{t('leads.form.notChosen')}</option>
            {LEAD_TIMELINES.map((timeline) => (
              <option key={timeline} value={timeline}>
                {t(`leadOptions.timeline.${timeline}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('leads.form.squareFeet')} error={errorOf('squareFeet')}>
          <Input inputMode="numeric" autoComplete="off" {...register('squareFeet')} />
        </Field>
        <Field label={t('leads.form.rooms')} error={errorOf('rooms')}>
          <Input inputMode="numeric" autoComplete="off" {...register('rooms')} />
        </Field>
        <Field label={t('leads.form.notes')} error={errorOf('notes')} className="sm:col-span-2">
          <Textarea rows={3} maxLength={LEAD_LIMITS.notes} {...register('notes')} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{t('leads.form.followUpSection')}</legend>
        <Field label={t('leads.form.nextFollowUpOn')} error={errorOf('nextFollowUpOn')}>
          <Input type="date" {...register('nextFollowUpOn')} />
        </Field>
        {showAssignee && (
          <Field label={t('leads.form.assignedTo')} error={errorOf('assignedTo')}>
            <NativeSelect {...register('assignedTo')}>
              <option value="">{t('leads.form.nobody')}</option>
              {missingAssignee && <option value={missingAssignee.userId}>{missingAssignee.name}</option>}
              {assigneeOptions.map((assignee) => (
                <option key={assignee.userId} value={assignee.userId}>
                  {assignee.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      </fieldset>

      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={saving}
        label={t(lead ? 'leads.form.save' : 'leads.form.create')}
        savingLabel={t('leads.form.saving')}
      />
    </form>
  );
}
