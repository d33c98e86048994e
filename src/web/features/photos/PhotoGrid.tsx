import { EyeOff, MapPin, Star } from 'lucide-react';
import type { Photo } from '../../../shared/photo-responses.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Badge } from '../../components/ui/Badge.tsx';

/** Whether a photo carries a position (the GPS badge). */
export const hasLocation = (photo: Pick<Photo, 'latitude' | 'longitude'>) =>
  photo.latitude != null && photo.longitude != null;

/**
 * A job's photos as thumbnails (loaded lazily), each with its type, a GPS badge when it has a position,
 * and markers for hidden from the client and portfolio-worthy; a click opens it.
 */
export function PhotoGrid({ photos, onOpen }: { photos: readonly Photo[]; onOpen: (photo: Photo) => void }) {
  const { t } = useI18n();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="photo-grid">
      {photos.map((photo) => (
        <li key={photo.id} data-testid="job-photo" data-photo-type={photo.photoType}>
          <button
            type="button"
            onClick={() => onOpen(photo)}
            className="group relative block aspect-square w-full overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="sr-only">{t('photos.grid.open', { name: photo.description || photo.fileName })}</span>
            <img
              src={photo.urls.thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform group-hover:scale-105"
            />
            <span className="absolute inset-x-1.5 top-1.5 flex flex-wrap items-start gap-1">
              <Badge variant="secondary" className="shadow-sm">
                {t(`photos.type.${photo.photoType}`)}
              </Badge>
              {hasLocation(photo) && (
                <Badge variant="outline" className="bg-background/90 shadow-sm">
                  <MapPin aria-hidden />
                  {t('photos.grid.gps')}
                </Badge>
              )}
            </span>
            <span className="absolute right-1.5 bottom-1.5 flex gap-1">
              {!photo.isClientVisible && (
                <span
                  className="rounded-md bg-background/90 p-1 text-muted-foreground shadow-sm"
                  title={t('photos.grid.hidden')}
                >
                  <EyeOff aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('photos.grid.hidden')}</span>
                </span>
              )}
              {photo.isPortfolioWorthy && (
                <span
                  className="rounded-md bg-background/90 p-1 text-amber-600 shadow-sm"
                  title={t('photos.grid.portfolio')}
                >
                  <Star aria-hidden className="size-3.5 fill-current" />
                  <span className="sr-only">{t('photos.grid.portfolio')}</span>
                </span>
              )}
            </span>
          </button>
          {photo.description && (
            <p className="mt-1 truncate text-xs text-muted-foreground" title={photo.description}>
              {photo.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
