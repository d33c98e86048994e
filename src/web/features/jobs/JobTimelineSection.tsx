import { Plus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { Photo } from '../../../shared/photo-responses.ts';
import { createTimelineEventInput } from '../../../shared/timeline-inputs.ts';
import { TIMELINE_DEFAULTS, TIMELINE_LIMITS } from '../../../shared/timeline.ts';
import { fromLocalInput } from './form-values.ts';
import type { JobPermissions } from './permissions.ts';
import { Checkbox, Textarea } from '../../components/ui/NativeControls.tsx';
import { errorDetail, localizePhotoMessage } from '../photos/messages.ts';
import { eventTitle } from '../timeline/event-title.ts';
import { TimelineView } from '../timeline/TimelineView.tsx';
import type { TimelineEventView, TimelinePhotoView } from '../timeline/types.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useCompleteMilestone, useCreateTimelineEvent, useDeleteTimelineEvent, useTimeline } from './photo-queries.ts';
import { toTimelineEventViews } from './timeline-events.ts';

/** The job's timeline in contractor mode: progress, events, milestones to mark done, and a form to add one. */
export function JobTimelineSection({
  jobId,
  canWrite,
  canDelete,
  photos,
  photosComplete,
}: {
  jobId: string;
  canWrite: boolean;
  canDelete: JobPermissions['canDeleteRecord'];
  photos: readonly Photo[];
  photosComplete: boolean;
}) {
  const { t } = useI18n();
  const timeline = useTimeline(jobId);
  const complete = useCompleteMilestone(jobId);
  const remove = useDeleteTimelineEvent(jobId);
  const [deleting, setDeleting] = useState<TimelineEventView | null>(null);
  const [viewing, setViewing] = useState<TimelinePhotoView | null>(null);
  useErrorToast(timeline.isError, timeline.errorUpdatedAt, t('photos.timeline.loadFailed'));
  const events = useMemo(
    () => toTimelineEventViews(timeline.data?.items ?? [], photos, photosComplete, canDelete),
    [timeline.data, photos, photosComplete, canDelete],
  );

  const onComplete = (event: TimelineEventView) =>
    complete.mutate(event.id, {
      onSuccess: () => toast.success(t('photos.timeline.milestoneDone', { title: event.title })),
      onError: (error) => toast.error(t('photos.timeline.updateFailed'), errorDetail(error)),
    });
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('photos.timeline.deleted'));
      },
      onError: (error) => toast.error(t('photos.timeline.deleteFailed'), errorDetail(error)),
    });
  };

  return (
    <div className="space-y-4" data-testid="job-timeline">
      {canWrite && <AddEventForm jobId={jobId} />}
      {timeline.isPending ? (
        <div className="space-y-3" role="status" aria-live="polite">
          <span className="sr-only">{t('ui.loading')}</span>
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : timeline.isError && !timeline.data ? (
        <LoadError
          message={t('photos.timeline.loadFailed')}
          onRetry={() => timeline.refetch()}
          retrying={timeline.isFetching}
        />
      ) : (
        <TimelineView
          events={events}
          progress={timeline.data.progress}
          mode="contractor"
          onPhotoClick={setViewing}
          onComplete={canWrite ? onComplete : undefined}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('photos.timeline.deleteTitle', { title: deleting ? eventTitle(deleting, t) : '' })}
        description={t('photos.timeline.deleteBody')}
        confirmLabel={t('photos.timeline.delete')}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="md:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{viewing?.description || t('photos.viewer.photo')}</DialogTitle>
          </DialogHeader>
          {viewing && (
            <img
              src={viewing.displayUrl}
              alt={viewing.description ?? ''}
              className="mx-auto max-h-[70vh] w-auto rounded-md bg-muted object-contain"
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

type EventErrors = { title?: string; description?: string; scheduledFor?: string };

function AddEventForm({ jobId }: { jobId: string }) {
  const { t } = useI18n();
  const create = useCreateTimelineEvent(jobId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isMilestone, setMilestone] = useState<boolean>(TIMELINE_DEFAULTS.isMilestone);
  const [isClientVisible, setClientVisible] = useState<boolean>(TIMELINE_DEFAULTS.isClientVisible);
  const [scheduledFor, setScheduledFor] = useState('');
  const [errors, setErrors] = useState<EventErrors>({});

  const reset = () => {
    setTitle('');
    setDescription('');
    setMilestone(TIMELINE_DEFAULTS.isMilestone);
    setClientVisible(TIMELINE_DEFAULTS.isClientVisible);
    setScheduledFor('');
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTimelineEventInput.safeParse({
      eventType: 'other',
      title,
      description,
      isMilestone,
      isClientVisible,
      scheduledFor: fromLocalInput(scheduledFor),
    });
    if (!parsed.success) {
      const next: EventErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof EventErrors;
        next[field] ??= localizePhotoMessage(issue.message);
      }
      return setErrors(next);
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        reset();
        toast.success(t('photos.timeline.created'));
      },
      onError: (error) => toast.error(t('photos.timeline.createFailed'), errorDetail(error)),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('photos.timeline.formLabel')}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <h2 className="font-semibold">{t('photos.timeline.formLabel')}</h2>
      <Field label={t('photos.timeline.titleField')} error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={TIMELINE_LIMITS.title}
          value={title}
          placeholder={t('photos.timeline.titlePlaceholder')}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((c) => ({ ...c, title: undefined }));
          }}
        />
      </Field>
      <Field label={t('photos.timeline.description')} error={errors.description}>
        <Textarea
          rows={2}
          maxLength={TIMELINE_LIMITS.description}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Field
        label={t('photos.timeline.scheduledFor')}
        error={errors.scheduledFor}
        hint={t('photos.timeline.scheduledHint')}
      >
        <Input type="datetime-local" value={scheduledFor} onChange={(e) => setScheduledFor(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox checked={isMilestone} onChange={(e) => setMilestone(e.target.checked)} />
          {t('photos.timeline.milestone')}
        </label>
        <label className="flex items-center gap-2">
          <Checkbox checked={isClientVisible} onChange={(e) => setClientVisible(e.target.checked)} />
          {t('photos.timeline.clientVisible')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Plus aria-hidden />}
          {t('photos.timeline.add')}
        </Button>
      </div>
    </form>
  );
}
