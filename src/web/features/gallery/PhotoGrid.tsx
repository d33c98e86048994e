import { CalendarDays, Download, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { DeferredImage } from '../../components/ui/DeferredImage.tsx';
import { formatDate } from '../timeline/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PhotoTypeBadge } from './PhotoTypeBadge.tsx';
import type { GalleryPhoto } from './types.ts';

/** Tiles drawn at first, and added each time the end of the grid comes near (300 photos draw 48). */
export const GRID_PAGE = 48;
/** The first tiles (the top row on a phone, preloaded by the page head) load at once; the others as they come near the screen. */
const EAGER = 2;

/**
 * The photo grid: thumbnails only, a page at a time. Each tile opens the viewer; the download
 * button shows on hover with a mouse and always on a touch screen.
 */
export function PhotoGrid({
  photos,
  onOpen,
  onDownload,
  downloadingId,
}: {
  photos: GalleryPhoto[];
  onOpen: (index: number) => void;
  onDownload: (photo: GalleryPhoto) => void;
  downloadingId: string | null;
}) {
  const { t, language } = useI18n();
  // A photo's day in the visitor's time zone once hydrated; in UTC before, as the server drew it.
  const zone = useHydrated() ? undefined : 'UTC';
  // The caller remounts the grid (key) when the filter changes, which starts again at one page.
  const [shown, setShown] = useState(GRID_PAGE);
  const sentinel = useRef<HTMLDivElement>(null);
  const left = photos.length - shown;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || left <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + GRID_PAGE);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [left]);

  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.slice(0, shown).map((photo, index) => {
          const typeLabel = t(`gallery.types.${photo.photoType}`);
          const name = photo.description ?? t('gallery.photo.untitled', { type: typeLabel });
          const gps = photo.latitude != null && photo.longitude != null;
          return (
            <li key={photo.id} className="group overflow-hidden rounded-xl border bg-card shadow-sm">
              <div className="relative aspect-square bg-muted">
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  data-testid="gallery-photo"
                  aria-label={t('gallery.photo.open', { name })}
                  className="block size-full cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <DeferredImage
                    src={photo.urls.thumbnail}
                    eager={index < EAGER}
                    alt=""
                    width={400}
                    height={400}
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                </button>
                <PhotoTypeBadge
                  type={photo.photoType}
                  className="pointer-events-none absolute top-2 left-2 shadow-sm"
                />
                {gps && (
                  <span
                    className="pointer-events-none absolute top-2 right-2 inline-flex items-center gap-0.5 rounded-md bg-black/60 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white"
                    title={t('gallery.photo.gpsTitle', {
                      lat: photo.latitude!.toFixed(5),
                      lng: photo.longitude!.toFixed(5),
                    })}
                  >
                    <MapPin className="size-3" aria-hidden />
                    {t('gallery.photo.gps')}
                  </span>
                )}
                <Button
                  size="icon"
                  variant="secondary"
                  onClick={() => onDownload(photo)}
                  disabled={downloadingId === photo.id}
                  aria-label={t('gallery.photo.download')}
                  title={t('gallery.photo.download')}
                  className="absolute right-2 bottom-2 size-9 rounded-full bg-white/90 text-gray-900 shadow-md transition-opacity hover:bg-white focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100"
                >
                  <Download aria-hidden />
                </Button>
              </div>
              <div className="space-y-1 p-2.5">
                {photo.description && <p className="line-clamp-2 text-sm leading-snug">{photo.description}</p>}
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <CalendarDays className="size-3.5 shrink-0" aria-hidden />
                  <time dateTime={photo.takenAt}>{formatDate(photo.takenAt, language, zone)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {left > 0 && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + GRID_PAGE)}>
            {t('gallery.photo.showMore', { count: left })}
          </Button>
        </div>
      )}
    </div>
  );
}
