import type { PhotoType } from '../../../shared/photos.ts';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';

const VARIANTS: Record<PhotoType, BadgeVariant> = {
  before: 'warning-soft',
  after: 'success-soft',
  progress: 'info',
  during: 'muted',
};

/** A photo's type (Before, After, Progress, During) as a small coloured badge. */
export function PhotoTypeBadge({ type, className }: { type: PhotoType; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge variant={VARIANTS[type]} className={className}>
      {t(`gallery.types.${type}`)}
    </Badge>
  );
}
