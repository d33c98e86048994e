import { Images } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import type { Photo } from '../../../shared/photo-responses.ts';
import { useJobPermissions, type JobPermissions } from './permissions.ts';
import { errorDetail } from '../photos/messages.ts';
import { PhotoEditDialog } from '../photos/PhotoEditDialog.tsx';
import { PhotoGrid } from '../photos/PhotoGrid.tsx';
import { PhotoUploader } from '../photos/PhotoUploader.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { JobSharingCard } from './JobSharingCard.tsx';
import { JobTimelineSection } from './JobTimelineSection.tsx';
import { useDeletePhoto, useJobPhotos, useRefreshJobMedia, useUpdatePhoto, type PhotoFilter } from './photo-queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

const FILTERS: PhotoFilter[] = ['all', 'beforeAfter', 'progress'];

/**
 * The job's Photos & Timeline tab (spec sections 2, 3, 8, 9): upload with progress, the photo grid with
 * its viewer and editor, the timeline with milestones, and (for those who manage jobs) client sharing.
 */
export function JobPhotosTab({ job }: { job: Job }) {
  return (
    <Suspense fallback={<TabSkeleton />}>
      <PhotosTab job={job} />
    </Suspense>
  );
}

function PhotosTab({ job }: { job: Job }) {
  useBundle('share'); // The timeline's texts.
  const permissions = useJobPermissions();
  const refresh = useRefreshJobMedia(job.id);
  // Every photo of the job (the unfiltered list): the timeline's thumbnails and the showcase picker.
  const all = useJobPhotos(job.id, 'all');
  const allPhotos = all.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-6">
      {permissions.canWrite && (
        <PhotoUploader jobId={job.id} defaultStage={job.projectStage} onUploaded={() => void refresh()} />
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <PhotosSection jobId={job.id} canEdit={permissions.canWrite} canDelete={permissions.canDeleteRecord} />
        </div>
        <div className="min-w-0 space-y-6">
          <JobTimelineSection
            jobId={job.id}
            canWrite={permissions.canWrite}
            canDelete={permissions.canDeleteRecord}
            photos={allPhotos}
            photosComplete={all.isSuccess && !all.hasNextPage}
          />
          {permissions.manages && <JobSharingCard job={job} photos={allPhotos} />}
        </div>
      </div>
    </div>
  );
}

function PhotosSection({
  jobId,
  canEdit,
  canDelete,
}: {
  jobId: string;
  canEdit: boolean;
  canDelete: JobPermissions['canDeleteRecord'];
}) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<PhotoFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const photos = useJobPhotos(jobId, filter);
  const update = useUpdatePhoto(jobId);
  const remove = useDeletePhoto(jobId);
  useErrorToast(photos.isError, photos.errorUpdatedAt, t('photos.messages.loadFailed'));
  const items = photos.data?.pages.flatMap((page) => page.items) ?? [];
  const open = items.find((photo) => photo.id === openId) ?? null;

  const onSave = (photo: Photo, changes: UpdatePhotoInput) =>
    update.mutate(
      { id: photo.id, input: changes },
      {
        onSuccess: () => {
          toast.success(t('photos.messages.updated'));
          setOpenId(null);
        },
        onError: (error) => toast.error(t('photos.messages.updateFailed'), errorDetail(error)),
      },
    );
  const onDelete = (photo: Photo, close: () => void) =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        close();
        setOpenId(null);
        toast.success(t('photos.messages.deleted'));
      },
      onError: (error) => toast.error(t('photos.messages.deleteFailed'), errorDetail(error)),
    });

  return (
    <Panel as="section" aria-labelledby="job-photos-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="job-photos-heading" className="font-semibold">
          {t('photos.grid.title')}
        </h2>
        <div role="group" aria-label={t('photos.filters.label')} className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={f === filter ? 'default' : 'outline'}
              aria-pressed={f === filter}
              onClick={() => setFilter(f)}
            >
              {t(`photos.filters.${f}`)}
            </Button>
          ))}
        </div>
      </div>
      {photos.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" role="status" aria-live="polite">
          <span className="sr-only">{t('photos.grid.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : photos.isError && !photos.data ? (
        <LoadError
          compact
          message={t('photos.messages.loadFailed')}
          onRetry={() => photos.refetch()}
          retrying={photos.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
          <Images aria-hidden className="size-8 opacity-50" />
          <p className="text-sm">{t(filter === 'all' ? 'photos.grid.empty' : 'photos.grid.emptyFilter')}</p>
        </div>
      ) : (
        <div className={cn(photos.isFetching && !photos.isFetchingNextPage && 'opacity-70')}>
          <PhotoGrid photos={items} onOpen={(photo) => setOpenId(photo.id)} />
        </div>
      )}
      {photos.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void photos.fetchNextPage()}
          disabled={photos.isFetchingNextPage}
        >
          {photos.isFetchingNextPage && <Spinner />}
          {t('photos.grid.loadMore')}
        </Button>
      )}
      <PhotoEditDialog
        photo={open}
        onOpenChange={(next) => !next && setOpenId(null)}
        canEdit={canEdit}
        canDelete={open !== null && canDelete(open)}
        saving={update.isPending}
        deleting={remove.isPending}
        onSave={onSave}
        onDelete={onDelete}
      />
    </Panel>
  );
}

function TabSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-48" />
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
