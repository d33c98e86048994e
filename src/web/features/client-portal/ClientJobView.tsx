import { useMutation } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { TimelineView } from '../timeline/TimelineView.tsx';
import type { TimelinePhotoView } from '../timeline/types.ts';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { errorDetail } from '../photos/messages.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { CONTACT_MESSAGE_MAX } from '../../../shared/client-portal.ts';
import { timelineProgress } from '../../../shared/timeline.ts';
import { clientEvents, clientPortalApi, useClientPhotos, useClientTimeline } from './api.ts';

/**
 * What a job's client sees of it (spec section 2's client view): the client-mode timeline with
 * 'Stay Updated', and the client-visible photos (a thumbnail opens it). `canContact` adds
 * 'Contact Contractor' (the client portal); the contractors' preview leaves it out.
 */
export function ClientJobView({
  job,
  canContact,
}: {
  /** The job of the portal's list: its progress is the Project Progress card's (jobProgress). */
  job: { id: string; title: string; status: string; progressPercentage: number };
  canContact: boolean;
}) {
  const { t } = useI18n();
  const photos = useClientPhotos(job.id);
  const timeline = useClientTimeline(job.id);
  const [viewing, setViewing] = useState<TimelinePhotoView | null>(null);
  const [contacting, setContacting] = useState(false);
  const events = useMemo(
    () => clientEvents(timeline.data?.items ?? [], photos.data ?? []),
    [timeline.data, photos.data],
  );
  // A contractor's timeline counts the private milestones and photos too: count what the client
  // sees, as the server does for them.
  const progress = useMemo(
    () =>
      timelineProgress(
        (timeline.data?.items ?? []).filter((e) => e.isClientVisible),
        job,
      ),
    [timeline.data, job],
  );

  if (timeline.isPending || photos.isPending) {
    return (
      <div className="space-y-3" role="status" aria-live="polite">
        <span className="sr-only">{t('ui.loading')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (timeline.isError || photos.isError) {
    return (
      <LoadError
        message={t('clientPortal.view.loadFailed')}
        onRetry={() => Promise.all([timeline.refetch(), photos.refetch()])}
        retrying={timeline.isFetching || photos.isFetching}
      />
    );
  }

  return (
    <div className="space-y-4" data-testid="client-job-view">
      <TimelineView
        events={events}
        progress={progress}
        mode="client"
        onPhotoClick={setViewing}
        onContact={canContact ? () => setContacting(true) : undefined}
      />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-lg">
            <Images className="size-5 text-primary-text" aria-hidden />
            {t('clientPortal.view.photos')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {photos.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('clientPortal.view.noPhotos')}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="client-photos">
              {photos.data.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="block aspect-square w-full overflow-hidden rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    onClick={() =>
                      setViewing({
                        id: photo.id,
                        thumbnailUrl: photo.urls.thumbnail,
                        displayUrl: photo.urls.display,
                        description: photo.description,
                      })
                    }
                  >
                    <span className="sr-only">
                      {t('clientPortal.view.openPhoto', { name: photo.description || photo.fileName })}
                    </span>
                    <img
                      src={photo.urls.thumbnail}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="md:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{viewing?.description || t('clientPortal.view.photo')}</DialogTitle>
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
      {canContact && (
        <ContactDialog jobId={job.id} jobTitle={job.title} open={contacting} onOpenChange={setContacting} />
      )}
    </div>
  );
}

/** 'Contact Contractor': a message about this job to the company (toast on success or failure). */
function ContactDialog({
  jobId,
  jobTitle,
  open,
  onOpenChange,
}: {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: clientPortalApi.contact });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('clientPortal.contact.required'));
    if (text.length > CONTACT_MESSAGE_MAX) {
      return setError(t('clientPortal.contact.tooLong', { max: CONTACT_MESSAGE_MAX }));
    }
    setError(undefined);
    send.mutate(
      { jobId, message: text },
      {
        onSuccess: () => {
          toast.success(t('clientPortal.contact.sent'));
          setMessage('');
          onOpenChange(false);
        },
        onError: (err) => toast.error(t('clientPortal.contact.failed'), errorDetail(err)),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t('clientPortal.contact.title')}</DialogTitle>
            <DialogDescription>{t('clientPortal.contact.description', { job: jobTitle })}</DialogDescription>
          </DialogHeader>
          <Field label={t('clientPortal.contact.message')} error={error}>
            <Textarea
              rows={5}
              value={message}
              maxLength={CONTACT_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={t('clientPortal.contact.placeholder')}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('clientPortal.contact.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {t('clientPortal.contact.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
