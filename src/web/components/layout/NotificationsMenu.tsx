import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationPage } from '../../../shared/notification-responses.ts';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from '../ui/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu.tsx';

const key = ['notifications'] as const;

/** The header's bell: the unread count, the latest notifications, mark one or all read. */
export function NotificationsMenu() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: key,
    queryFn: () => api<NotificationPage>('/api/v1/notifications?limit=10'),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const markRead = useMutation({
    mutationFn: (id: string) => api(`/api/v1/notifications/${id}/read`, { method: 'POST' }),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => api('/api/v1/notifications/read-all', { method: 'POST' }),
    onSettled: refresh,
  });
  const unread = page.data?.unreadCount ?? 0;
  // A type the web knows is written in the reader's current language; otherwise the stored text.
  const text = (n: Notification, part: 'title' | 'body') => {
    const translated = t(`notifications.${n.type}.${part}`, n.params as Record<string, string>);
    return translated.startsWith('notifications.') ? n[part] : translated;
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notifications.label', { count: unread })}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              data-testid="unread-count"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="flex items-center justify-between">
          {t('notifications.title')}
          {unread > 0 && (
            <button
              type="button"
              className="text-xs font-normal text-primary-text hover:underline"
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {page.data?.items.length === 0 && (
          <p className="px-2 py-4 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
        )}
        {page.isError && <p className="px-2 py-4 text-sm text-danger-text">{t('notifications.loadFailed')}</p>}
        {page.data?.items.map((n) => (
          <DropdownMenuItem
            key={n.id}
            className="flex flex-col items-start gap-0.5"
            onSelect={() => {
              if (!n.readAt) markRead.mutate(n.id);
              if (n.link) navigate(n.link);
            }}
          >
            <span className={n.readAt ? 'text-sm' : 'text-sm font-semibold'}>
              {!n.readAt && <span className="sr-only">{t('notifications.unread')} </span>}
              {text(n, 'title')}
            </span>
            <span className="text-xs text-muted-foreground">{text(n, 'body')}</span>
            <span className="text-[11px] text-muted-foreground">
              {new Date(n.createdAt).toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', {
                dateStyle: 'short',
                timeStyle: 'short',
              })}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
