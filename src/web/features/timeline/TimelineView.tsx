import {
  Camera,
  CheckCircle2,
  Circle,
  Clock,
  EyeOff,
  Flag,
  MessageSquare,
  Pencil,
  PlayCircle,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { MAX_EVENT_THUMBNAILS, type TimelineEventType } from '../../../shared/timeline.ts';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { eventTitle } from './event-title.ts';
import { formatDateTime, formatShortDateTime } from './format.ts';
import type { TimelineEventView, TimelinePhotoView, TimelineProgressView, TimelineViewProps } from './types.ts';

const ICONS: Record<TimelineEventType, LucideIcon> = {
  photo_added: Camera,
  milestone_completed: CheckCircle2,
  stage_started: PlayCircle,
  client_note: MessageSquare,
  other: Circle,
};

/** Spec section 2: completed green, milestones blue, others grey. */
function tone(event: TimelineEventView): string {
  if (event.completedAt) return 'bg-success-soft text-success-text ring-success-text/30';
  if (event.isMilestone) return 'bg-info-soft text-info-text ring-info-text/30';
  return 'bg-muted text-muted-foreground ring-border';
}

/**
 * Spec section 2's "Project timeline": the Project Progress card (only when milestones exist), the
 * list, and in client mode the 'Stay Updated' card. Used by the client's gallery and by the job page
 * (contractor mode: onComplete / onEdit / onDelete per event; the caller confirms a delete).
 */
export function TimelineView({
  events,
  progress,
  mode,
  onPhotoClick,
  onContact,
  onComplete,
  onEdit,
  onDelete,
}: TimelineViewProps) {
  useBundle('share');
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {progress.milestones > 0 && <ProgressCard progress={progress} />}
      <Card className="gap-4">
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {t('timeline.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {events.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
              <Clock className="size-8 opacity-50" aria-hidden />
              <p>{t('timeline.empty')}</p>
            </div>
          ) : (
            <ol className="relative space-y-6">
              {events.map((event, index) => (
                <EventItem
                  key={event.id}
                  event={event}
                  last={index === events.length - 1}
                  mode={mode}
                  onPhotoClick={onPhotoClick}
                  onComplete={onComplete}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      {mode === 'client' && (
        <Card className="gap-3 border-info-text/30 bg-info-soft">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-base">
              <MessageSquare className="size-4 text-info-text" aria-hidden />
              {t('timeline.stayUpdated.title')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-muted-foreground">{t('timeline.stayUpdated.body')}</p>
            {onContact && (
              <Button variant="outline" className="w-full sm:w-auto" onClick={onContact}>
                {t('timeline.stayUpdated.contact')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function ProgressCard({ progress }: { progress: TimelineProgressView }) {
  const { t } = useI18n();
  const percent = Math.round(progress.percent);
  const stats = [
    { label: t('timeline.progress.milestones'), value: progress.milestones },
    { label: t('timeline.progress.photos'), value: progress.photos },
    { label: t('timeline.progress.completed'), value: progress.completedMilestones },
  ];
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="flex min-w-0 items-center gap-2 text-base sm:text-lg">
          <Flag className="size-4 text-primary-text" aria-hidden />
          {t('timeline.progress.title')}
        </CardTitle>
        <Badge variant={percent >= 100 ? 'default' : 'secondary'}>{t('timeline.progress.complete', { percent })}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          role="progressbar"
          aria-label={t('timeline.progress.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-muted/60 px-2 py-3">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function EventItem({
  event,
  last,
  mode,
  onPhotoClick,
  onComplete,
  onEdit,
  onDelete,
}: {
  event: TimelineEventView;
  last: boolean;
  mode: TimelineViewProps['mode'];
  onPhotoClick?: (photo: TimelinePhotoView) => void;
  onComplete?: (event: TimelineEventView) => void;
  onEdit?: (event: TimelineEventView) => void;
  onDelete?: (event: TimelineEventView) => void;
}) {
  const { t, language } = useI18n();
  const Icon = ICONS[event.eventType] ?? Circle;
  const title = eventTitle(event, t);
  const contractor = mode === 'contractor';
  const deletable = onDelete && event.deletable;
  const shown = event.photos.slice(0, MAX_EVENT_THUMBNAILS);
  const hidden = event.photos.length - MAX_EVENT_THUMBNAILS;
  return (
    <li className="relative flex gap-3">
      {!last && <span aria-hidden className="absolute top-10 bottom-[-1.5rem] left-[1.1875rem] w-px bg-border" />}
      <span
        className={cn('relative flex size-10 shrink-0 items-center justify-center rounded-full ring-4', tone(event))}
        title={t(`timeline.types.${event.eventType}`)}
      >
        <Icon className="size-5" aria-hidden />
        <span className="sr-only">{t(`timeline.types.${event.eventType}`)}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-2 pt-1">
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <h3 className="min-w-0 font-medium break-words">{title}</h3>
          {event.isMilestone && <Badge variant="info">{t('timeline.milestone')}</Badge>}
          {contractor && event.isClientVisible === false && (
            <Badge variant="muted">
              <EyeOff aria-hidden />
              {t('timeline.hidden')}
            </Badge>
          )}
        </div>
        {event.description && (
          <p className="text-sm whitespace-pre-line text-muted-foreground break-words">{event.description}</p>
        )}
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, language)}</time>
          {event.completedAt ? (
            <span className="text-success-text">
              {t('timeline.completedAt', { date: formatShortDateTime(event.completedAt, language) })}
            </span>
          ) : (
            event.scheduledFor && (
              <span className="text-info-text">
                {t('timeline.scheduledFor', { date: formatDateTime(event.scheduledFor, language) })}
              </span>
            )
          )}
        </p>
        {shown.length > 0 && (
          <ul className="grid max-w-sm grid-cols-4 gap-2">
            {shown.map((photo, index) => {
              const more = index === MAX_EVENT_THUMBNAILS - 1 && hidden > 0;
              const alt = photo.description ?? t('timeline.photo');
              const image = (
                <>
                  <img
                    src={photo.thumbnailUrl}
                    alt={alt}
                    loading="lazy"
                    decoding="async"
                    width={96}
                    height={96}
                    className="size-full object-cover"
                  />
                  {more && (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-sm font-semibold text-white">
                      {t('timeline.more', { count: hidden })}
                    </span>
                  )}
                </>
              );
              const box = 'relative block aspect-square w-full overflow-hidden rounded-md bg-muted';
              return (
                <li key={photo.id}>
                  {onPhotoClick ? (
                    <button
                      type="button"
                      className={cn(
                        box,
                        'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      )}
                      onClick={() => onPhotoClick(photo)}
                      aria-label={more ? `${alt} (${t('timeline.more', { count: hidden })})` : alt}
                    >
                      {image}
                    </button>
                  ) : (
                    <span className={box}>{image}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {contractor && (onComplete || onEdit || deletable) && (
          <div className="flex flex-wrap items-center gap-1 pt-1">
            {onComplete && event.isMilestone && !event.completedAt && (
              <Button size="sm" variant="success" onClick={() => onComplete(event)}>
                <CheckCircle2 aria-hidden />
                {t('timeline.actions.complete')}
              </Button>
            )}
            {onEdit && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onEdit(event)}
                aria-label={t('timeline.actions.edit', { title })}
              >
                <Pencil aria-hidden />
                <span className="hidden sm:inline">{t('timeline.actions.editShort')}</span>
              </Button>
            )}
            {deletable && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger-text hover:text-danger-text"
                onClick={() => onDelete(event)}
                aria-label={t('timeline.actions.delete', { title })}
              >
                <Trash2 aria-hidden />
                <span className="hidden sm:inline">{t('timeline.actions.deleteShort')}</span>
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
