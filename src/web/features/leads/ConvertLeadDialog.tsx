import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { JOB_LIMITS } from '../../../shared/jobs.ts';
import { convertLeadInput, type ConvertLeadInput } from '../../../shared/job-inputs.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { jobKeys, jobsApi } from '../jobs/api.ts';
import { leadKeys, type Lead } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { Button } from '../../components/ui/Button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { CrewPicker } from '../jobs/CrewPicker.tsx';
import { jobFieldMessage, localizeJobMessage } from '../jobs/format.ts';
import { defaultJobTitle } from './convert.ts';
import { fromLocalInput } from '../jobs/form-values.ts';
import { useJobPeople } from '../jobs/queries.ts';
import { jobPath } from '../../page-paths.ts';

type ConvertibleLead = Pick<Lead, 'id' | 'name' | 'flooringType'>;

/**
 * Turns a lead into a job (spec section 4: the lead becomes proposal_accepted, the job starts pending
 * at project_start): a title prefilled from the lead, an optional schedule and crew. On success the
 * lead and job pages refresh and the new job opens.
 */
export function ConvertLeadDialog({
  lead,
  open,
  onOpenChange,
}: {
  lead: ConvertibleLead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useBundle('leads'); // leadOptions.flooringType.* for the title.
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('jobs.convert.title', { name: lead.name })}</DialogTitle>
          <DialogDescription>{t('jobs.convert.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the lead's values. */}
        <ConvertForm lead={lead} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['title', 'scheduledStart', 'scheduledEnd', 'crewIds'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

function ConvertForm({ lead, onDone }: { lead: ConvertibleLead; onDone: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const people = useJobPeople();
  const [title, setTitle] = useState(() => defaultJobTitle(lead, t));
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [crewIds, setCrewIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const convert = useMutation({ mutationFn: (input: ConvertLeadInput) => jobsApi.convertLead(lead.id, input) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = convertLeadInput.safeParse({
      title,
      scheduledStart: fromLocalInput(start),
      scheduledEnd: fromLocalInput(end),
      ...(people.isSuccess && { crewIds }),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= jobFieldMessage(field, issue.message);
      }
      return setErrors(next);
    }
    convert.mutate(parsed.data, {
      onSuccess: (job) => {
        void queryClient.invalidateQueries({ queryKey: leadKeys.all });
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        toast.success(t('jobs.convert.done'));
        onDone();
        navigate(jobPath(job.id));
      },
      onError: (error) => {
        const fields = Object.entries(validationErrors(error) ?? {}).filter(([field]) =>
          (FIELDS as readonly string[]).includes(field),
        );
        if (fields.length) {
          return setErrors(
            Object.fromEntries(fields.map(([field, message]) => [field, jobFieldMessage(field, message)])),
          );
        }
        toast.error(t('jobs.messages.convertFailed'), { description: localizeJobMessage(error.message) });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('jobs.form.title')} error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={JOB_LIMITS.title}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((c) => ({ ...c, title: undefined }));
          }}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('jobs.form.scheduledStart')} error={errors.scheduledStart}>
          <Input
            type="datetime-local"
            value={start}
            onChange={(e) => {
              setStart(e.target.value);
              setErrors((c) => ({ ...c, scheduledStart: undefined, scheduledEnd: undefined }));
            }}
          />
        </Field>
        <Field label={t('jobs.form.scheduledEnd')} error={errors.scheduledEnd}>
          <Input
            type="datetime-local"
            value={end}
            onChange={(e) => {
              setEnd(e.target.value);
              setErrors((c) => ({ ...c, scheduledEnd: undefined }));
            }}
          />
        </Field>
      </div>
      {people.isPending ? (
        <Spinner label={t('jobs.crew.loading')} />
      ) : (
        people.isSuccess && (
          <CrewPicker people={people.data.crew} selected={crewIds} onChange={setCrewIds} error={errors.crewIds} />
        )
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" disabled={convert.isPending}>
          {convert.isPending && <Spinner />}
          {t('jobs.convert.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
