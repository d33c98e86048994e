import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { calendarApi, calendarKeys } from './api.ts';
import { LANGUAGES, useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useFeed } from './queries.ts';

/** The address a calendar app opens to subscribe (webcal:), from the feed's https address. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * "Subscribe": the caller's private iCalendar feed. Made on demand; its address is shown once (the
 * server keeps only a hash), so "Reset link" makes a new one and "Turn off" revokes it.
 */
export function FeedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('calendar.feed.title')}</DialogTitle>
          <DialogDescription>{t('calendar.feed.description')}</DialogDescription>
        </DialogHeader>
        {open && <FeedBody onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function FeedBody({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const feed = useFeed(true);
  const [url, setUrl] = useState<string>();
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed });
  const create = useMutation({
    mutationFn: calendarApi.createFeed,
    onSuccess: (made) => {
      setUrl(made.url);
      setConfirm(null);
      void refresh();
    },
    onError: (error) => {
      setConfirm(null);
      toast.error(t('calendar.feed.failed'), { description: error.message });
    },
  });
  const revoke = useMutation({
    mutationFn: calendarApi.revokeFeed,
    onSuccess: () => {
      setUrl(undefined);
      setConfirm(null);
      toast.success(t('calendar.feed.turnedOff'));
      void refresh();
    },
    onError: (error) => {
      setConfirm(null);
      toast.error(t('calendar.feed.failed'), { description: error.message });
    },
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  let body;
  if (url) {
    body = <FeedLink url={url} />;
  } else if (feed.isError) {
    body = (
      <LoadError
        compact
        message={t('calendar.feed.loadFailed')}
        onRetry={() => feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  } else if (!feed.data) {
    body = <Spinner />;
  } else if (!feed.data.active) {
    body = (
      <div className="grid gap-4">
        <p className="text-sm">{t('calendar.feed.none')}</p>
        <Button className="justify-self-start" disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? t('calendar.feed.creating') : t('calendar.feed.create')}
        </Button>
      </div>
    );
  } else {
    const { createdAt, lastFetchedAt } = feed.data;
    body = (
      <div className="grid gap-3 text-sm">
        <p className="font-medium">{t('calendar.feed.active')}</p>
        <p className="text-muted-foreground">
          {createdAt && `${t('calendar.feed.createdAt', { date: when(createdAt) })} `}
          {lastFetchedAt
            ? t('calendar.feed.lastFetchedAt', { date: when(lastFetchedAt) })
            : t('calendar.feed.neverFetched')}
        </p>
        <p className="text-muted-foreground">{t('calendar.feed.lost')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={create.isPending} onClick={() => setConfirm('reset')}>
            {t('calendar.feed.reset')}
          </Button>
          <Button
            variant="outline"
            className="text-danger-text"
            disabled={revoke.isPending}
            onClick={() => setConfirm('off')}
          >
            {t('calendar.feed.turnOff')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      {body}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('ui.close')}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('calendar.feed.resetTitle')}
        description={t('calendar.feed.resetBody')}
        confirmLabel={t('calendar.feed.reset')}
        onConfirm={() => create.mutate()}
        busy={create.isPending}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('calendar.feed.turnOffTitle')}
        description={t('calendar.feed.turnOffBody')}
        confirmLabel={t('calendar.feed.turnOff')}
        onConfirm={() => revoke.mutate()}
        busy={revoke.isPending}
      />
    </>
  );
}

/** The new link, once: read-only, with Copy, a webcal: link and how to add it by hand. */
function FeedLink({ url }: { url: string }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const copy = () => {
    const selectIt = () => {
      input.current?.focus();
      input.current?.select();
    };
    if (!navigator.clipboard) {
      selectIt();
      return toast.error(t('calendar.feed.copyFailed'));
    }
    navigator.clipboard.writeText(url).then(
      () => toast.success(t('calendar.feed.copied')),
      () => {
        selectIt();
        toast.error(t('calendar.feed.copyFailed'));
      },
    );
  };
  return (
    <div className="grid gap-4 text-sm">
      <Field label={t('calendar.feed.url')}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              ref={input}
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="font-mono"
            />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden />
              {t('calendar.feed.copy')}
            </Button>
          </div>
        )}
      </Field>
      <div role="status" className="flex gap-3 rounded-md border border-warning/50 bg-warning/10 p-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-text" />
        <p>{t('calendar.feed.shownOnce')}</p>
      </div>
      <a
        href={webcalUrl(url)}
        className="inline-flex items-center gap-2 justify-self-start font-medium text-primary-text underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden className="size-4" />
        {t('calendar.feed.open')}
      </a>
      <div className="grid gap-1">
        <p className="font-medium">{t('calendar.feed.howTo')}</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>{t('calendar.feed.iphone')}</li>
          <li>{t('calendar.feed.google')}</li>
        </ul>
      </div>
    </div>
  );
}
