import { RotateCw } from 'lucide-react';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from './Button.tsx';

/**
 * What a page or a section shows when its data failed to load: the message and a Try again button.
 * `compact` sits inline in a section; otherwise it is a card in the page's place.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  compact = false,
}: {
  message: string;
  onRetry: () => unknown;
  retrying?: boolean;
  compact?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className={
        compact
          ? 'flex flex-wrap items-center gap-3 text-sm'
          : 'flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center'
      }
    >
      <p className={compact ? 'text-danger-text' : 'font-medium text-danger-text'}>{message}</p>
      <Button variant="outline" size={compact ? 'sm' : 'default'} onClick={() => void onRetry()} disabled={retrying}>
        <RotateCw aria-hidden />
        {t('ui.retry')}
      </Button>
    </div>
  );
}
