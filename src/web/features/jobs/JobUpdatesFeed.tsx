import { ArrowRightLeft, CircleCheck, Milestone, MessageSquareText, Sparkles, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { JOB_LIMITS, type JobUpdateType } from '../../../shared/jobs.ts';
import { addJobUpdateInput } from '../../../shared/job-inputs.ts';
import { localizeJobMessage, updateHeading, updateHeadingText } from './format.ts';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { relativeTime } from '../../lib/format.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { TimelineEntry } from '../../components/page/TimelineEntry.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import type { JobUpdate } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { errorDescription, useAddJobUpdate, useJobUpdates } from './page-queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

const ICONS: Record<JobUpdateType, LucideIcon> = {
  created: Sparkles,
  status_change: ArrowRightLeft,
  stage_change: Milestone,
  completed: CircleCheck,
  note: MessageSquareText,
};

/** The job's updates, newest first with older pages on demand, and (for those who work on it) a form to post one. */
export function JobUpdatesFeed({ jobId, canPost }: { jobId: string; canPost: boolean }) {
  const { t } = useI18n();
  const updates = useJobUpdates(jobId);
  useErrorToast(updates.isError, updates.errorUpdatedAt, t('jobs.messages.fetchUpdatesFailed'));
  const items = updates.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Panel as="section" aria-labelledby="updates-heading" className="space-y-4">
      <h2 id="updates-heading" className="font-semibold">
        {t('jobs.updates.title')}
      </h2>
      {canPost && <AddUpdateForm jobId={jobId} />}
      {updates.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : updates.isError && !updates.data ? (
        <LoadError
          compact
          message={t('jobs.messages.fetchUpdatesFailed')}
          onRetry={() => updates.refetch()}
          retrying={updates.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('jobs.updates.empty')}</p>
      ) : (
        <ol data-testid="update-list">
          {items.map((update, index) => (
            <UpdateItem key={update.id} update={update} last={index === items.length - 1} />
          ))}
        </ol>
      )}
      {updates.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void updates.fetchNextPage()}
          disabled={updates.isFetchingNextPage}
        >
          {updates.isFetchingNextPage && <Spinner />}
          {t('jobs.updates.loadMore')}
        </Button>
      )}
    </Panel>
  );
}

function UpdateItem({ update, last }: { update: JobUpdate; last: boolean }) {
  const { t, language } = useI18n();
  return (
    <TimelineEntry
      icon={ICONS[update.updateType] ?? MessageSquareText}
      last={last}
      by={t('jobs.updates.by', {
        who: update.userName ?? t('jobs.updates.system'),
        when: relativeTime(update.createdAt, new Date(), language),
      })}
      at={update.createdAt}
      data-update-type={update.updateType}
    >
      <p className="text-sm font-medium break-words">{updateHeadingText(updateHeading(update))}</p>
      {update.description && (
        <p className="text-sm break-words whitespace-pre-line text-foreground/90">{update.description}</p>
      )}
      {update.progressPercentage !== null && update.updateType !== 'created' && (
        <p className="text-xs text-muted-foreground">
          {t('jobs.updates.progress', { percent: update.progressPercentage })}
        </p>
      )}
    </TimelineEntry>
  );
}

function AddUpdateForm({ jobId }: { jobId: string }) {
  const { t } = useI18n();
  const add = useAddJobUpdate(jobId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addJobUpdateInput.safeParse({ title, description: text });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= localizeJobMessage(issue.message);
      }
      return setErrors(next);
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setText('');
        toast.success(t('jobs.updates.added'));
      },
      onError: (err) => {
        const fields = validationErrors(err);
        if (fields?.description || fields?.title) {
          return setErrors({
            title: fields.title && localizeJobMessage(fields.title),
            description: fields.description && localizeJobMessage(fields.description),
          });
        }
        toast.error(t('jobs.messages.addUpdateFailed'), errorDescription(err));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('jobs.updates.add')}>
      <Field label={t('jobs.updates.titleField')} error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={JOB_LIMITS.title}
          value={title}
          placeholder={t('jobs.updates.titlePlaceholder')}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((c) => ({ ...c, title: undefined }));
          }}
        />
      </Field>
      <Field label={t('jobs.updates.description')} error={errors.description}>
        <Textarea
          rows={3}
          value={text}
          maxLength={JOB_LIMITS.update}
          placeholder={t('jobs.updates.descriptionPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((c) => ({ ...c, description: undefined }));
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending && <Spinner />}
          {t('jobs.updates.post')}
        </Button>
      </div>
    </form>
  );
}
