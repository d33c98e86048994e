import type { PhotoType } from '../../../shared/photos.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';

const COLOURS: Record<PhotoType, string> = {
  before: 'bg-amber-100 text-amber-800',
  after: 'bg-emerald-100 text-emerald-800',
  progress: 'bg-blue-100 text-blue-800',
  during: 'bg-violet-100 text-violet-800',
};

/** A photo's type (Before, After, Progress, During) as a small coloured badge. */
export function PhotoTypeBadge({ type, className }: { type: PhotoType; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" className={cn('border-transparent', COLOURS[type], className)}>
      {t(`gallery.types.${type}`)}
    </Badge>
  );
}
