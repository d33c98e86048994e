import { AlertTriangle, CalendarDays, Eye, Images, Lock, MapPin, Share2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  expiresSoon,
  expiryText,
  GALLERY_MESSAGES,
  matchesPhotoFilter,
  PHOTO_FILTERS,
  type PhotoFilter,
} from '../../../shared/gallery.ts';
import { timelineProgress } from '../../../shared/timeline.ts';
import { jobProgress } from '../../../shared/jobs.ts';
import { PublicPageFrame, PublicProblem, PublicStatePage } from '../../components/public/PublicPageFrame.tsx';
import { formatDate, pluralKey } from '../timeline/format.ts';
import type { TimelineEventView, TimelinePhotoView } from '../timeline/types.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent } from '../../components/ui/Card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n, type Language } from '../../lib/i18n.ts';
import { useInlinedData } from '../../lib/page-data.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toast } from '../../lib/toast.ts';
import { downloadFile, shareLink } from './download.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import type { ClientGallery, GalleryPhoto } from './types.ts';
import { Main } from '../../components/layout/Main.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Loaded on first use, not with the page: the timeline tab and the photo viewer (its dialog).
const TimelineView = lazy(async () => ({ default: (await import('../timeline/TimelineView.tsx')).TimelineView }));
const PhotoViewer = lazy(async () => ({ default: (await import('./PhotoViewer.tsx')).PhotoViewer }));

type Loaded = { token: string } & ({ gallery: ClientGallery | null } | { error: ApiError });

const FILTERS = Object.keys(PHOTO_FILTERS) as PhotoFilter[];
/** The spec's texts a failed load can carry (gallery.errors.* translates them). */
const ERROR_KEYS = [
  'invalidLink',
  'invalidOrExpired',
  'expired',
  'validateFailed',
  'projectNotFound',
  'loadFailed',
] as const satisfies readonly (keyof typeof GALLERY_MESSAGES)[];

/**
 * /gallery/{token}: the client's private gallery (spec section 2). Nobody is signed in and each load
 * counts a visit, so one fetch per page load (no query cache); 'Try Again' reloads the page.
 */
export default function GalleryPage() {
  useBundle('share');
  const { token = '' } = useParams();
  const url = `/api/v1/gallery/${encodeURIComponent(token)}`;
  // Sent with the page when a browser opens it; that read counted the visit (ADR 0019).
  const inlined = useInlinedData<ClientGallery>(url);
  const [loaded, setLoaded] = useState<Loaded | undefined>(inlined && { token, gallery: inlined.value });

  useEffect(() => {
    if (inlined?.api === url) return;
    let current = true;
    api<ClientGallery | null>(url)
      .then((gallery): Loaded => ({ token, gallery }))
      .catch((error: unknown): Loaded => ({
        token,
        error: error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN_ERROR', GALLERY_MESSAGES.loadFailed),
      }))
      .then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [token, url, inlined]);

  return (
    <>
      <Toaster />
      {!loaded || loaded.token !== token ? (
        <Loading />
      ) : 'error' in loaded ? (
        <Unavailable error={loaded.error} />
      ) : !loaded.gallery?.job ? (
        <Empty />
      ) : (
        <Gallery gallery={loaded.gallery} />
      )}
    </>
  );
}

function Loading() {
  useDocumentTitle('titles.gallery');
  const { t } = useI18n();
  return (
    <PublicStatePage className="gap-4">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <div className="relative flex size-16 items-center justify-center">
          <span className="absolute inset-0 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
          <ShieldCheck className="size-7 text-primary-text" aria-hidden />
        </div>
        <div className="space-y-1">
          <p className="text-lg font-semibold">{t('gallery.loading.title')}</p>
          <p className="text-sm text-muted-foreground">{t('gallery.loading.subtitle')}</p>
        </div>
      </div>
    </PublicStatePage>
  );
}

/** The server's message in the page's language when it is one of the spec's, else as sent. */
function errorMessage(error: ApiError, t: (key: string) => string): string {
  const known = ERROR_KEYS.find((key) => GALLERY_MESSAGES[key] === error.message);
  if (known) return t(`gallery.errors.${known}`);
  // A network failure or a server error carries no text meant for the client.
  if (error.status === 0 || error.status >= 500 || !error.message) return t('gallery.errors.loadFailed');
  return error.message;
}

function Unavailable({ error }: { error: ApiError }) {
  useDocumentTitle('titles.gallery');
  const { t } = useI18n();
  return (
    <PublicStatePage languageSwitcher className="gap-4">
      <PublicProblem
        icon={ShieldAlert}
        tone="danger"
        retry={{ label: t('gallery.error.retry'), onClick: () => window.location.reload() }}
        className="space-y-5"
      >
        <div className="space-y-2">
          <h1 className="text-xl font-semibold">{t('gallery.error.title')}</h1>
          <p className="text-muted-foreground">{errorMessage(error, t)}</p>
        </div>
      </PublicProblem>
    </PublicStatePage>
  );
}

function Empty() {
  useDocumentTitle('titles.gallery');
  const { t } = useI18n();
  return (
    <PublicStatePage className="gap-4">
      <Images className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-medium text-muted-foreground">{t('gallery.empty')}</p>
    </PublicStatePage>
  );
}

function expiryLabel(
  expiresAt: string | null,
  t: (key: string, vars?: Record<string, string | number>) => string,
  language: Language,
  timeZone: string | undefined,
) {
  const text = expiryText(expiresAt);
  switch (text.key) {
    case 'expired':
    case 'on':
      return t(`gallery.expiry.${text.key}`, { date: formatDate(text.params.date, language, timeZone) });
    case 'inDays':
      return t('gallery.expiry.inDays', { count: text.params.count });
    default:
      return t(`gallery.expiry.${text.key}`);
  }
}

function Gallery({ gallery }: { gallery: ClientGallery }) {
  const { t, language } = useI18n();
  const { job, company } = gallery;
  const [filter, setFilter] = useState<PhotoFilter>('all');
  const [viewer, setViewer] = useState<{ photos: GalleryPhoto[]; index: number } | null>(null);
  // Mounted from the first opening on, so that closing it returns focus as a dialog does.
  const [viewerUsed, setViewerUsed] = useState(false);
  const openViewer = (photos: GalleryPhoto[], index: number) => {
    setViewerUsed(true);
    setViewer({ photos, index });
  };
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const filtered = useMemo(
    () => gallery.photos.filter((photo) => matchesPhotoFilter(filter, photo.photoType)),
    [gallery.photos, filter],
  );
  const byId = useMemo(() => new Map(gallery.photos.map((photo) => [photo.id, photo])), [gallery.photos]);
  const events = useMemo(
    (): TimelineEventView[] =>
      gallery.timeline.map((event) => ({
        ...event,
        photos: event.photoIds.flatMap((id) => {
          const photo = byId.get(id);
          return photo
            ? [
                {
                  id,
                  thumbnailUrl: photo.urls.thumbnail,
                  displayUrl: photo.urls.display,
                  description: photo.description,
                },
              ]
            : [];
        }),
      })),
    [gallery.timeline, byId],
  );
  const progress = useMemo(() => timelineProgress(gallery.timeline, job), [gallery.timeline, job]);

  const contact = company.phone
    ? `tel:${company.phone.replace(/[^\d+]/g, '')}`
    : company.email
      ? `mailto:${company.email}`
      : null;

  async function download(photo: GalleryPhoto) {
    setDownloadingId(photo.id);
    try {
      await downloadFile(photo.urls.original, photo.fileName);
      toast.success(t('gallery.toast.downloaded'));
    } catch {
      toast.error(t('gallery.toast.downloadFailed'));
    } finally {
      setDownloadingId(null);
    }
  }

  async function share() {
    try {
      const result = await shareLink(window.location.href, t('gallery.header.shareTitle', { title: job.title }));
      if (result === 'copied') toast.success(t('gallery.toast.linkCopied'));
    } catch {
      toast.error(t('gallery.toast.copyFailed'));
    }
  }

  const openTimelinePhoto = (photo: TimelinePhotoView) => {
    const index = gallery.photos.findIndex((p) => p.id === photo.id);
    if (index >= 0) openViewer(gallery.photos, index);
  };

  const percent = jobProgress(job);
  const soon = expiresSoon(gallery.expiresAt);
  // Dates in the visitor's time zone once hydrated; in UTC before, as the server (which cannot know
  // it) drew them: a text of the same length, so nothing moves.
  const hydrated = useHydrated();
  const zone = hydrated ? undefined : 'UTC';
  const expiry = expiryLabel(gallery.expiresAt, t, language, zone);

  return (
    <PublicPageFrame company={company} title={job.title} tinted>
      <Main className="mx-auto max-w-5xl space-y-5 px-4 py-5 sm:py-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary-text">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-lg leading-tight font-bold sm:text-2xl">{t('gallery.header.title')}</h1>
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <Lock className="size-3.5" aria-hidden />
              {t('gallery.header.subtitle')}
            </p>
          </div>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden />
            {t('gallery.header.share')}
          </Button>
        </div>

        {soon && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-warning-text/40 bg-warning-soft px-4 py-3 text-sm text-warning-text"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <strong className="font-semibold">{t('gallery.expiresSoon')}</strong> {expiry}
            </p>
          </div>
        )}

        <Card className="gap-4 py-5">
          <CardContent className="space-y-4 px-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 text-xl leading-snug font-semibold break-words">{job.title}</h2>
              <Badge variant={job.status === 'completed' ? 'default' : 'secondary'} className="mt-1 capitalize">
                {t(`gallery.job.status.${job.status}`)}
              </Badge>
            </div>
            {job.description && (
              <p className="text-sm whitespace-pre-line text-muted-foreground break-words">{job.description}</p>
            )}
            {job.address && (
              <p className="flex items-start gap-1.5 text-sm">
                <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="break-words">{job.address}</span>
              </p>
            )}
            <div className="space-y-2">
              <div className="flex items-center justify-between text-sm">
                <span className="text-muted-foreground">{t('gallery.job.progressLabel')}</span>
                <Badge variant={percent === 100 ? 'default' : 'secondary'} className="tabular-nums">
                  {t('gallery.job.percentComplete', { percent })}
                </Badge>
              </div>
              <div
                role="progressbar"
                aria-label={t('gallery.job.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-secondary"
              >
                <div
                  className={cn(
                    'h-full w-0 rounded-full transition-all',
                    percent === 100 ? 'bg-primary' : 'bg-primary/70',
                  )}
                  // Set through the CSSOM once hydrated: the CSP refuses a style attribute in the server's markup.
                  style={hydrated ? { width: `${percent}%` } : undefined}
                />
              </div>
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1.5 border-t pt-3 text-sm text-muted-foreground">
              <li className="flex items-center gap-1.5">
                <Images className="size-4" aria-hidden />
                {t(pluralKey('gallery.job.photos', job.photoCount, language), { count: job.photoCount })}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden />
                {t('gallery.job.started', { date: formatDate(job.createdAt, language, zone) })}
              </li>
              <li className="flex items-center gap-1.5">
                <Eye className="size-4" aria-hidden />
                {t(pluralKey('gallery.job.viewed', gallery.accessCount, language), { count: gallery.accessCount })}
              </li>
            </ul>
          </CardContent>
        </Card>

        <Tabs defaultValue="photos" className="gap-4">
          <TabsList className="grid w-full grid-cols-2 sm:w-80">
            <TabsTrigger value="photos">{t('gallery.tabs.photos')}</TabsTrigger>
            <TabsTrigger value="timeline">{t('gallery.tabs.timeline')}</TabsTrigger>
          </TabsList>
          <TabsContent value="photos" className="space-y-4">
            <div
              role="group"
              aria-label={t('gallery.filters.label')}
              className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
            >
              {FILTERS.map((key) => (
                <Button
                  key={key}
                  size="sm"
                  variant={filter === key ? 'default' : 'outline'}
                  aria-pressed={filter === key}
                  onClick={() => setFilter(key)}
                  className="rounded-full"
                >
                  {t(`gallery.filters.${key}`)}
                </Button>
              ))}
            </div>
            {filtered.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white px-6 py-12 text-center">
                <Images className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">
                  {gallery.photos.length === 0 ? t('gallery.photo.noPhotos') : t('gallery.photo.noMatch')}
                </p>
                {gallery.photos.length === 0 && (
                  <p className="text-sm text-muted-foreground">{t('gallery.photo.noPhotosBody')}</p>
                )}
              </div>
            ) : (
              <PhotoGrid
                key={filter}
                photos={filtered}
                onOpen={(index) => openViewer(filtered, index)}
                onDownload={(photo) => void download(photo)}
                downloadingId={downloadingId}
              />
            )}
          </TabsContent>
          <TabsContent value="timeline">
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner className="size-6" />
                </div>
              }
            >
              <TimelineView
                events={events}
                progress={progress}
                mode="client"
                onPhotoClick={openTimelinePhoto}
                onContact={contact ? () => window.location.assign(contact) : undefined}
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Main>

      <footer className="mx-auto max-w-5xl space-y-1 px-4 pt-4 pb-10 text-center text-sm text-muted-foreground">
        <p className="flex items-center justify-center gap-1.5">
          <ShieldCheck className="size-4 shrink-0" aria-hidden />
          {t('gallery.footer.private')}
        </p>
        <p>{expiry}</p>
      </footer>

      {viewerUsed && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={viewer?.photos ?? []}
            index={viewer?.index ?? null}
            onIndexChange={(index) => setViewer((v) => v && { ...v, index })}
            onClose={() => setViewer(null)}
            onDownload={(photo) => void download(photo)}
            downloading={downloadingId !== null}
          />
        </Suspense>
      )}
    </PublicPageFrame>
  );
}
