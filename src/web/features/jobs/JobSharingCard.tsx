import { Link2, Share2, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Photo } from '../../../shared/photo-responses.ts';
import { SHOWCASE_LIMITS } from '../../../shared/showcase.ts';
import { Checkbox, Textarea } from '../../components/ui/NativeControls.tsx';
import { errorDetail } from '../photos/messages.ts';
import { ShareLinkList } from '../share-links/ShareLinkList.tsx';
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
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import type { GalleryLink, Showcase } from '../share-links/api.ts';
import { toast } from '../../lib/toast.ts';
import {
  useCreateGalleryLink,
  useCreateShowcaseLink,
  useExtendGalleryLink,
  useGalleryLinks,
  useRevokeGalleryLink,
  useRevokeShowcaseLink,
  useSaveShowcase,
  useShowcase,
  useShowcaseLinks,
} from './photo-queries.ts';
import { endOfDayIso, showcaseCandidates } from './sharing.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** Client sharing of the job (those who manage jobs): private gallery links, and the public showcase. */
export function JobSharingCard({ job, photos }: { job: Job; photos: readonly Photo[] }) {
  const { t } = useI18n();
  return (
    <Panel as="section" aria-labelledby="sharing-heading" className="space-y-6">
      <h2 id="sharing-heading" className="flex items-center gap-2 font-semibold">
        <Share2 aria-hidden className="size-4" />
        {t('photos.share.title')}
      </h2>
      <GalleryLinks jobId={job.id} />
      <ShowcaseEditor job={job} photos={photos} />
    </Panel>
  );
}

function GalleryLinks({ jobId }: { jobId: string }) {
  const { t } = useI18n();
  const links = useGalleryLinks(jobId);
  const create = useCreateGalleryLink(jobId);
  const revoke = useRevokeGalleryLink(jobId);
  const [expiry, setExpiry] = useState('');
  const [extending, setExtending] = useState<GalleryLink | null>(null);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(endOfDayIso(expiry), {
      onSuccess: () => {
        setExpiry('');
        toast.success(t('photos.share.created'));
      },
      onError: (error) => toast.error(t('photos.share.createFailed'), errorDetail(error)),
    });
  };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold">{t('photos.share.galleryTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('photos.share.galleryBody')}</p>
      </div>
      <form onSubmit={onCreate} className="flex flex-wrap items-end gap-2">
        <Field label={t('photos.share.expiresOn')} hint={t('photos.share.expiresHint')} className="min-w-40 flex-1">
          <Input type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        </Field>
        <Button type="submit" disabled={create.isPending} className="max-sm:w-full">
          {create.isPending ? <Spinner /> : <Link2 aria-hidden />}
          {t('photos.share.create')}
        </Button>
      </form>
      <ShareLinkList
        links={links}
        revoke={revoke}
        views={(link) => link.accessCount}
        lastAccessed={(link) => link.lastAccessed}
        onExtend={setExtending}
        text={{
          loadFailed: t('photos.share.loadFailed'),
          none: t('photos.share.none'),
          copy: t('photos.share.copy'),
          copied: t('photos.share.copied'),
          revokeTitle: t('photos.share.revokeTitle'),
        }}
        testId="gallery-links"
      />
      <ExtendDialog jobId={jobId} link={extending} onClose={() => setExtending(null)} />
    </div>
  );
}

function ExtendDialog({ jobId, link, onClose }: { jobId: string; link: GalleryLink | null; onClose: () => void }) {
  const { t } = useI18n();
  const extend = useExtendGalleryLink(jobId);
  const [date, setDate] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    extend.mutate(
      { id: link.id, input: { expiresAt: endOfDayIso(date) } },
      {
        onSuccess: () => {
          setDate('');
          onClose();
          toast.success(t('photos.share.extended'));
        },
        onError: (error) => toast.error(t('photos.share.extendFailed'), errorDetail(error)),
      },
    );
  };
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={onSubmit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t('photos.share.extendTitle')}</DialogTitle>
            <DialogDescription>{t('photos.share.extendBody')}</DialogDescription>
          </DialogHeader>
          <Field label={t('photos.share.expiresOn')} hint={t('photos.share.expiresHint')}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" disabled={extend.isPending}>
              {extend.isPending && <Spinner />}
              {t('photos.share.extendSave')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ShowcaseEditor({ job, photos }: { job: Job; photos: readonly Photo[] }) {
  const { t } = useI18n();
  const showcase = useShowcase(job.id);
  return (
    <div className="space-y-3 border-t border-border pt-4">
      <div>
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Star aria-hidden className="size-4" />
          {t('photos.showcase.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('photos.showcase.body')}</p>
      </div>
      {showcase.isPending ? (
        <Skeleton className="h-32" />
      ) : showcase.isError ? (
        <LoadError
          compact
          message={t('photos.showcase.loadFailed')}
          onRetry={() => showcase.refetch()}
          retrying={showcase.isFetching}
        />
      ) : (
        <ShowcaseForm
          key={showcase.data.showcase?.updatedAt ?? 'new'}
          job={job}
          showcase={showcase.data.showcase}
          photos={photos}
        />
      )}
      <ShowcaseLinks jobId={job.id} />
    </div>
  );
}

function ShowcaseForm({ job, showcase, photos }: { job: Job; showcase: Showcase | null; photos: readonly Photo[] }) {
  const { t } = useI18n();
  const save = useSaveShowcase(job.id);
  const [title, setTitle] = useState(showcase?.showcaseTitle ?? job.title);
  const [description, setDescription] = useState(showcase?.showcaseDescription ?? '');
  const [chosen, setChosen] = useState<string[]>(showcase?.photoIds ?? []);
  const [featuredPhotoId, setFeaturedPhotoId] = useState(showcase?.featuredPhotoId ?? '');
  const [isFeatured, setFeatured] = useState(showcase?.isFeatured ?? false);
  const [isPublic, setPublic] = useState(showcase?.isPublic ?? false);
  const publicHintId = useId();
  const [titleError, setTitleError] = useState<string>();
  const candidates = showcaseCandidates(photos);

  const toggle = (id: string, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
    if (!on && featuredPhotoId === id) setFeaturedPhotoId('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(t('photos.showcase.titleRequired'));
    save.mutate(
      {
        showcaseTitle: title.trim(),
        showcaseDescription: description.trim() || null,
        photoIds: chosen,
        featuredPhotoId: featuredPhotoId || null,
        isFeatured,
        isPublic,
      },
      {
        onSuccess: () => toast.success(t('photos.showcase.saved')),
        onError: (error) => toast.error(t('photos.showcase.saveFailed'), errorDetail(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('photos.showcase.title')}>
      <Field label={t('photos.showcase.titleField')} error={titleError}>
        <Input
          value={title}
          maxLength={SHOWCASE_LIMITS.title}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleError(undefined);
          }}
        />
      </Field>
      <Field label={t('photos.showcase.description')}>
        <Textarea
          rows={3}
          value={description}
          maxLength={SHOWCASE_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('photos.showcase.photos')}</legend>
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('photos.showcase.noPhotos')}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {candidates.map((photo) => {
              const on = chosen.includes(photo.id);
              return (
                <li key={photo.id}>
                  <label
                    className={cn(
                      'relative block aspect-square cursor-pointer overflow-hidden rounded-md border-2',
                      on ? 'border-primary' : 'border-transparent',
                    )}
                  >
                    <img src={photo.urls.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
                    <span className="absolute top-1 left-1 rounded bg-background/90 p-0.5">
                      <Checkbox
                        checked={on}
                        onChange={(e) => toggle(photo.id, e.target.checked)}
                        aria-label={t('photos.showcase.pick', { name: photo.description || photo.fileName })}
                      />
                    </span>
                    {photo.isPortfolioWorthy && (
                      <Star aria-hidden className="absolute right-1 bottom-1 size-4 fill-amber-400 text-amber-500" />
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {chosen.length > 0 && (
        <Field label={t('photos.showcase.featuredPhoto')}>
          {(control) => (
            <select
              {...control}
              value={featuredPhotoId}
              onChange={(e) => setFeaturedPhotoId(e.target.value)}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm"
            >
              <option value="">{t('photos.showcase.firstPhoto')}</option>
              {chosen.map((id, i) => {
                const photo = photos.find((p) => p.id === id);
                return (
                  <option key={id} value={id}>
                    {photo?.description || photo?.fileName || t('photos.showcase.photoN', { n: i + 1 })}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={isFeatured} onChange={(e) => setFeatured(e.target.checked)} />
        {t('photos.showcase.featured')}
      </label>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox checked={isPublic} onChange={(e) => setPublic(e.target.checked)} aria-describedby={publicHintId} />
        <span>
          {t('photos.showcase.public')}
          <span id={publicHintId} className="block text-muted-foreground">
            {t('photos.showcase.publicHint')}
          </span>
        </span>
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="max-sm:w-full">
          {save.isPending && <Spinner />}
          {t('photos.showcase.save')}
        </Button>
      </div>
    </form>
  );
}

function ShowcaseLinks({ jobId }: { jobId: string }) {
  const { t } = useI18n();
  const links = useShowcaseLinks(jobId);
  const create = useCreateShowcaseLink(jobId);
  const revoke = useRevokeShowcaseLink(jobId);
  const onCreate = () =>
    create.mutate(null, {
      onSuccess: () => toast.success(t('photos.showcase.linkCreated')),
      onError: (error) => toast.error(t('photos.showcase.linkCreateFailed'), errorDetail(error)),
    });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium">{t('photos.showcase.links')}</h4>
        <Button size="sm" variant="outline" onClick={onCreate} disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Link2 aria-hidden />}
          {t('photos.showcase.createLink')}
        </Button>
      </div>
      <ShareLinkList
        links={links}
        revoke={revoke}
        views={(link) => link.viewCount}
        text={{
          loadFailed: t('photos.showcase.loadFailed'),
          none: t('photos.showcase.noLinks'),
          copy: t('photos.showcase.copy'),
          copied: t('photos.showcase.copied'),
          revokeTitle: t('photos.showcase.revokeTitle'),
        }}
        testId="showcase-links"
      />
    </div>
  );
}
