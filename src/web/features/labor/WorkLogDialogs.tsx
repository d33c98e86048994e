import { useState, type FormEvent } from 'react';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { LABOR_LIMITS, LABOR_MESSAGES } from '../../../shared/labor.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { laborApi, type WorkLog, type WorkLogBody } from './api.ts';
import { laborFieldErrors, localizeLaborMessage } from './messages.ts';
import { useCrew, useLaborAction, useLoggableJobs } from './queries.ts';
import { jobTitleOf } from './rules.ts';
import { formatMinutes, localParts, shiftInstants, typedMinutes } from './time.ts';

interface Viewer {
  userId: string;
  name: string;
  manages: boolean;
}

/** Where the server's messages about a shift's instants belong on the form (the start's are about its day). */
const SERVER_FIELDS: Record<string, string> = {
  userId: 'userId',
  jobId: 'jobId',
  startedAt: 'day',
  endedAt: 'end',
  breakMinutes: 'breakMinutes',
  notes: 'notes',
};
const SHIFT_MESSAGES: Record<string, string> = {
  [LABOR_MESSAGES.endBeforeStart]: 'end',
  [LABOR_MESSAGES.tooLong]: 'end',
  [LABOR_MESSAGES.inFuture]: 'end',
  [LABOR_MESSAGES.breakTooLong]: 'breakMinutes',
  [LABOR_MESSAGES.jobNotFound]: 'jobId',
  [LABOR_MESSAGES.memberNotFound]: 'userId',
};
const SHOWN = ['userId', 'jobId', 'day', 'start', 'end', 'breakMinutes', 'notes'] as const;

/**
 * "Add hours" (a shift typed in afterwards: day, start and end in the browser's zone, break, notes),
 * or a correction of a log (`log` given). A manager may log hours for any member of the crew.
 */
export function WorkLogEntryDialog({ log, viewer, onClose }: { log?: WorkLog; viewer: Viewer; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(log ? 'labor.entry.editTitle' : 'labor.entry.addTitle')}
      description={
        log
          ? t(viewer.manages ? 'labor.entry.editDescriptionManager' : 'labor.entry.editDescription', {
              name: log.memberName,
              job: jobTitleOf(log),
            })
          : t(viewer.manages ? 'labor.entry.addDescriptionManager' : 'labor.entry.addDescription')
      }
    >
      <EntryForm log={log} viewer={viewer} onClose={onClose} />
    </FormDialog>
  );
}

function EntryForm({ log, viewer, onClose }: { log?: WorkLog; viewer: Viewer; onClose: () => void }) {
  const { t, language } = useI18n();
  const jobs = useLoggableJobs('entry');
  const crew = useCrew(viewer.manages && !log);
  const start = log && localParts(log.startedAt);
  const end = log?.endedAt ? localParts(log.endedAt) : undefined;
  const today = useCompanyToday();
  const [values, setValues] = useState({
    userId: log?.userId ?? viewer.userId,
    jobId: log?.jobId ?? '',
    day: start?.day ?? today,
    start: start?.time ?? '',
    end: end?.time ?? '',
    breakMinutes: String(log?.breakMinutes ?? 0),
    notes: log?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useLaborAction((body: WorkLogBody) => (log ? laborApi.update(log.id, body) : laborApi.create(body)));
  const set = (key: keyof typeof values) => (value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const jobOptions = [...(jobs.data ?? [])];
  if (log?.jobId && !jobOptions.some((job) => job.id === log.jobId)) {
    jobOptions.unshift({ id: log.jobId, title: jobTitleOf(log) });
  }
  const members: { userId: string; name: string }[] = [...(crew.data ?? [])];
  if (!members.some((m) => m.userId === viewer.userId)) members.unshift({ userId: viewer.userId, name: viewer.name });

  const breakMinutes = /^\d{1,4}$/.test(values.breakMinutes.trim()) ? Number(values.breakMinutes.trim()) : Number.NaN;
  const worked = typedMinutes(values.day, values.start, values.end, breakMinutes);
  const nextDay = !!values.start && !!values.end && values.end < values.start;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.jobId) found.jobId = t('labor.entry.required');
    if (!values.day) found.day = t('labor.entry.required');
    if (!values.start) found.start = t('labor.entry.invalidTime');
    if (!values.end) found.end = t('labor.entry.invalidTime');
    if (!(breakMinutes >= 0)) found.breakMinutes = t('labor.clock.breakInvalid');
    const shift = shiftInstants(values.day, values.start, values.end);
    if (!shift && !found.start && !found.end) found.day = t('labor.entry.required');
    if (Object.keys(found).length || !shift) {
      setErrors(found);
      return;
    }
    const body: WorkLogBody = {
      jobId: values.jobId,
      ...shift,
      breakMinutes,
      notes: values.notes.trim() || null,
      ...(viewer.manages && { userId: values.userId }),
    };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t(log ? 'labor.entry.toast.saved' : 'labor.entry.toast.added'));
        onClose();
      },
      onError: (failure) => {
        const fields = laborFieldErrors(failure);
        if (fields) {
          setErrors(Object.fromEntries(Object.entries(fields).map(([key, text]) => [SERVER_FIELDS[key] ?? key, text])));
          return;
        }
        const field = SHIFT_MESSAGES[failure.message];
        const message = localizeLaborMessage(failure.message);
        if (field) setErrors({ [field]: message });
        else toast.error(t('labor.entry.toast.failed'), { description: message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-4" data-testid="work-log-form">
      {viewer.manages && !log && (
        <Field label={t('labor.entry.member')} error={errors.userId}>
          <NativeSelect value={values.userId} onChange={(event) => set('userId')(event.target.value)}>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field
        label={t('labor.entry.job')}
        error={errors.jobId}
        hint={jobs.data?.length === 0 ? t('labor.entry.noJobs') : undefined}
      >
        <NativeSelect
          value={values.jobId}
          disabled={jobs.isPending}
          onChange={(event) => set('jobId')(event.target.value)}
        >
          <option value="">{t('labor.entry.pickJob')}</option>
          {jobOptions.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('labor.entry.date')} error={errors.day}>
          <Input type="date" value={values.day} max={today} onChange={(event) => set('day')(event.target.value)} />
        </Field>
        <Field label={t('labor.entry.start')} error={errors.start}>
          <Input type="time" value={values.start} onChange={(event) => set('start')(event.target.value)} />
        </Field>
        <Field label={t('labor.entry.end')} error={errors.end} hint={nextDay ? t('labor.entry.nextDay') : undefined}>
          <Input type="time" value={values.end} onChange={(event) => set('end')(event.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('labor.entry.break')} error={errors.breakMinutes}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.breakMinutes}
            onChange={(event) => set('breakMinutes')(event.target.value)}
          />
        </Field>
        <p className="self-end pb-2 text-sm font-medium sm:col-span-2" aria-live="polite" data-testid="entry-worked">
          {worked !== null && worked >= 0 ? t('labor.entry.worked', { hours: formatMinutes(worked, language) }) : ''}
        </p>
      </div>
      <Field label={t('labor.entry.notes')} error={errors.notes}>
        <Textarea
          rows={2}
          maxLength={LABOR_LIMITS.notes}
          value={values.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={SHOWN} />
      <FormFooter
        onCancel={onClose}
        saving={save.isPending}
        label={t('labor.entry.submit')}
        savingLabel={t('labor.entry.saving')}
      />
    </form>
  );
}

/** A manager rejects a submitted log, with a note saying what is wrong (the member reads it). */
export function RejectDialog({ log, onClose }: { log: WorkLog; onClose: () => void }) {
  const { t, language } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('labor.review.title')}
      description={t('labor.review.description', {
        name: log.memberName,
        date: formatDate(log.startedAt, language),
        hours: formatMinutes(log.minutes ?? 0, language),
        job: jobTitleOf(log),
      })}
    >
      <RejectForm log={log} onClose={onClose} />
    </FormDialog>
  );
}

function RejectForm({ log, onClose }: { log: WorkLog; onClose: () => void }) {
  const { t } = useI18n();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reject = useLaborAction((text: string) =>
    laborApi.review(log.id, { decision: 'rejected', note: text.trim() || null }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setErrors({ note: t('labor.entry.required') });
      return;
    }
    reject.mutate(note, {
      onSuccess: () => {
        toast.success(t('labor.workLogs.toast.rejected'));
        onClose();
      },
      onError: (failure) => {
        const fields = laborFieldErrors(failure);
        if (fields) setErrors(fields);
        else
          toast.error(t('labor.workLogs.toast.reviewFailed'), { description: localizeLaborMessage(failure.message) });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-4">
      <Field label={t('labor.review.note')} error={errors.note}>
        <Textarea
          rows={3}
          maxLength={LABOR_LIMITS.notes}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors({});
          }}
        />
      </Field>
      <OtherErrors errors={errors} shown={['note']} />
      <FormFooter
        onCancel={onClose}
        saving={reject.isPending}
        label={t('labor.review.submit')}
        savingLabel={t('labor.review.rejecting')}
      />
    </form>
  );
}
