import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { CalendarPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import { expiryText, expiresSoon, type GalleryLinkStatus } from '../../../shared/gallery.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { ShareLink } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { formatDate, formatDateTime, plural } from '../../lib/format.ts';
import { errorDetail } from '../photos/messages.ts';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';

const STATUS_BADGE: Record<GalleryLinkStatus, BadgeVariant> = {
  valid: 'success',
  expired: 'warning',
  inactive: 'muted',
};

export interface ShareLinkListProps<L extends ShareLink> {
  links: UseQueryResult<{ items: L[] }>;
  revoke: UseMutationResult<unknown, Error, string>;
  /** How often the link was opened. */
  views: (link: L) => number;
  /** Where the kind records it. */
  lastAccessed?: (link: L) => string | null;
  /** Where the kind's links can be extended; the expiry line then turns amber when it is near. */
  onExtend?: (link: L) => void;
  /** The kind's own wording (translated). */
  text: { loadFailed: string; none: string; copy: string; copied: string; revokeTitle: string };
  testId: string;
}

/** A job's links of one kind, each with copy, extend where it applies, and revoke (after a confirmation). */
export function ShareLinkList<L extends ShareLink>(props: ShareLinkListProps<L>) {
  const { links, revoke, text } = props;
  const { t } = useI18n();
  const [revoking, setRevoking] = useState<L | null>(null);
  const items = links.data?.items ?? [];

  const onRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success(t('photos.share.revoked'));
      },
      onError: (error) => toast.error(t('photos.share.revokeFailed'), errorDetail(error)),
    });

  return (
    <>
      {links.isPending ? (
        <Skeleton className="h-20" />
      ) : links.isError ? (
        <LoadError compact message={text.loadFailed} onRetry={() => links.refetch()} retrying={links.isFetching} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <ul className="space-y-2" data-testid={props.testId}>
          {items.map((link) => (
            <ShareLinkRow key={link.id} link={link} list={props} onRevoke={() => setRevoking(link)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={text.revokeTitle}
        description={t('photos.share.revokeBody')}
        confirmLabel={t('photos.share.revoke')}
        busy={revoke.isPending}
        onConfirm={onRevoke}
      />
    </>
  );
}

function ShareLinkRow<L extends ShareLink>({
  link,
  list,
  onRevoke,
}: {
  link: L;
  list: ShareLinkListProps<L>;
  onRevoke: () => void;
}) {
  const { t, language } = useI18n();
  const copy = useCopy();
  const expiry = useExpiryLabel();
  const { lastAccessed, onExtend, text } = list;
  const active = link.status !== 'inactive';
  const warn = onExtend && active && expiresSoon(link.expiresAt);
  const last = lastAccessed?.(link);
  return (
    <li className="space-y-2 rounded-lg border border-border p-3" data-status={link.status}>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate font-mono text-xs text-primary-text hover:underline"
            title={link.url}
          >
            {link.url}
          </a>
        </div>
        <Badge variant={STATUS_BADGE[link.status]}>{t(`photos.share.status.${link.status}`)}</Badge>
      </div>
      <p className={cn('text-xs', warn ? 'text-warning-text' : 'text-muted-foreground')}>
        {expiry(link.expiresAt)}
        {' · '}
        {plural(t, 'photos.share.views', list.views(link))}
        {lastAccessed && ' · '}
        {lastAccessed &&
          (last
            ? t('photos.share.lastAccessed', { when: formatDateTime(last, language) })
            : t('photos.share.neverOpened'))}
      </p>
      {active && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void copy(link.url, text.copied)}>
            <Copy aria-hidden />
            {text.copy}
          </Button>
          {onExtend && (
            <Button size="sm" variant="outline" onClick={() => onExtend(link)}>
              <CalendarPlus aria-hidden />
              {t('photos.share.extend')}
            </Button>
          )}
          <Button size="sm" variant="ghost" className="text-danger-text" onClick={onRevoke}>
            {t('photos.share.revoke')}
          </Button>
        </div>
      )}
    </li>
  );
}

function useCopy() {
  const { t } = useI18n();
  return async (url: string, message: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(message);
    } catch {
      toast.error(t('photos.share.copyFailed'));
    }
  };
}

/** 'Expires in 3 days', 'Expired on Mar 2, 2025'…, in the user's language. */
function useExpiryLabel() {
  const { t, language } = useI18n();
  return (expiresAt: string | null) => {
    const text = expiryText(expiresAt);
    switch (text.key) {
      case 'none':
      case 'tomorrow':
        return t(`photos.share.expiry.${text.key}`);
      case 'inDays':
        return t('photos.share.expiry.inDays', { count: text.params.count });
      default:
        return t(`photos.share.expiry.${text.key}`, { date: formatDate(text.params.date, language) });
    }
  };
}
