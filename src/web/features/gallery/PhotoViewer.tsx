import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect } from 'react';
import { PHOTO_VIEWER_SIZES, photoSrcSet } from '../../../shared/photos.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/Dialog.tsx';
import { formatDate } from '../timeline/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useSwipeNav } from '../../lib/use-swipe-nav.ts';
import { PhotoTypeBadge } from './PhotoTypeBadge.tsx';
import type { GalleryPhoto } from './types.ts';

/** The large viewer: the display size (at most 80% of the viewport's height), its text, previous / next. */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  onDownload,
  downloading,
}: {
  photos: GalleryPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (photo: GalleryPhoto) => void;
  downloading: boolean;
}) {
  const { t, language } = useI18n();
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const go = (step: number) => index !== null && count > 1 && onIndexChange((index + step + count) % count);
  const swipe = useSwipeNav(go);

  // The neighbours' photos, so that next / previous shows at once.
  useEffect(() => {
    if (index === null || count < 2) return;
    for (const step of [1, -1]) {
      const neighbour = photos[(index + step + count) % count];
      if (!neighbour) continue;
      // srcset and sizes before src, as the <img> has them: the browser fetches the size it will show.
      const image = new Image();
      image.sizes = PHOTO_VIEWER_SIZES;
      image.srcset = photoSrcSet(neighbour.urls);
      image.src = neighbour.urls.display;
    }
  }, [index, photos, count]);

  const typeLabel = photo ? t(`gallery.types.${photo.photoType}`) : '';
  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false} className="w-[calc(100%-1rem)] max-w-5xl gap-3 p-3 sm:p-5" {...swipe}>
        {photo && (
          <>
            <div className="relative -mx-3 -mt-3 flex items-center justify-center rounded-t-lg bg-black sm:mx-0 sm:mt-0 sm:rounded-lg">
              <img
                key={photo.id}
                src={photo.urls.display}
                srcSet={photoSrcSet(photo.urls)}
                sizes={PHOTO_VIEWER_SIZES}
                alt={photo.description ?? t('gallery.photo.untitled', { type: typeLabel })}
                className="max-h-[80vh] w-auto max-w-full object-contain"
              />
              <DialogClose
                aria-label={t('ui.close')}
                className="absolute top-2 right-2 flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X className="size-5" aria-hidden />
              </DialogClose>
              {count > 1 && (
                <>
                  <button
                    type="button"
                    onClick={() => go(-1)}
                    aria-label={t('gallery.viewer.previous')}
                    className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <ChevronLeft className="size-6" aria-hidden />
                  </button>
                  <button
                    type="button"
                    onClick={() => go(1)}
                    aria-label={t('gallery.viewer.next')}
                    className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <ChevronRight className="size-6" aria-hidden />
                  </button>
                </>
              )}
            </div>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1 space-y-1.5">
                <DialogTitle className="text-base leading-snug break-words">
                  {photo.description ?? t('gallery.photo.untitled', { type: typeLabel })}
                </DialogTitle>
                <DialogDescription asChild>
                  <div className="flex flex-wrap items-center gap-2">
                    <PhotoTypeBadge type={photo.photoType} />
                    <time dateTime={photo.takenAt}>
                      {t('gallery.photo.taken', { date: formatDate(photo.takenAt, language) })}
                    </time>
                    {count > 1 && (
                      <span className="tabular-nums">
                        · {t('gallery.viewer.position', { index: (index ?? 0) + 1, total: count })}
                      </span>
                    )}
                  </div>
                </DialogDescription>
              </div>
              <Button variant="outline" size="sm" onClick={() => onDownload(photo)} disabled={downloading}>
                <Download aria-hidden />
                {t('gallery.photo.download')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
