import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { PHOTO_VIEWER_SIZES, photoSrcSet } from '../../../shared/photos.ts';
import type { PublicShowcase } from '../../../shared/share-responses.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/Dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useSwipeNav } from '../../lib/use-swipe-nav.ts';
import { formatDayMonth } from '../timeline/format.ts';

/** A showcase's photos full screen: next and previous by button, arrow key or swipe. */
export function ShowcaseViewer({
  photos,
  index,
  onIndexChange,
  title,
}: {
  photos: PublicShowcase['photos'];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
}) {
  const { t } = useI18n();
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const go = (step: number) => index !== null && count > 1 && onIndexChange((index + step + count) % count);
  const swipe = useSwipeNav(go);
  const round =
    'absolute flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        showCloseButton={false}
        className="w-[calc(100%-1rem)] max-w-5xl gap-3 border-0 bg-black p-0 text-white"
        {...swipe}
      >
        {photo && index !== null && (
          <div className="relative flex min-h-40 items-center justify-center">
            <DialogTitle className="sr-only">{title}</DialogTitle>
            <DialogDescription className="sr-only">
              {t('showcase.viewer.title', { index: index + 1, total: count })}
            </DialogDescription>
            <img
              key={photo.id}
              src={photo.urls.display}
              srcSet={photoSrcSet(photo.urls)}
              sizes={PHOTO_VIEWER_SIZES}
              alt={`${t(`showcase.types.${photo.photoType}`)} · ${formatDayMonth(photo.takenAt)}`}
              className="max-h-[85dvh] w-auto max-w-full object-contain"
            />
            <DialogClose aria-label={t('ui.close')} className={cn(round, 'top-2 right-2')}>
              <X className="size-5" aria-hidden />
            </DialogClose>
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('showcase.viewer.previous')}
                  className={cn(round, 'top-1/2 left-2 -translate-y-1/2')}
                >
                  <ChevronLeft className="size-6" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('showcase.viewer.next')}
                  className={cn(round, 'top-1/2 right-2 -translate-y-1/2')}
                >
                  <ChevronRight className="size-6" aria-hidden />
                </button>
              </>
            )}
            <span className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full whitespace-nowrap bg-black/60 px-3 py-1 text-xs tabular-nums">
              {t(`showcase.types.${photo.photoType}`)} · {formatDayMonth(photo.takenAt)} · {index + 1} / {count}
            </span>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
