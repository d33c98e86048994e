import { ArrowRightLeft, Mail, MessageSquareText, Phone, Sparkles, Upload, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LEAD_LIMITS, MANUAL_ACTIVITY_TYPES, type ActivityType } from '../../../shared/leads.ts';
import { addLeadActivityInput } from '../../../shared/lead-inputs.ts';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { relativeTime } from '../../lib/format.ts';
import { activityMessage, localizeLeadMessage } from './messages.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { TimelineEntry } from '../../components/page/TimelineEntry.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import type { LeadActivity } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { useAddActivity, useLeadActivities } from './page-queries.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Panel } from '../../components/ui/Panel.tsx';

type ManualType = (typeof MANUAL_ACTIVITY_TYPES)[number];

const ICONS: Record<ActivityType, LucideIcon> = {
  created: Sparkles,
  status_change: ArrowRightLeft,
  import: Upload,
  note: MessageSquareText,
  call: Phone,
  email: Mail,
};

const SUBMIT: Record<ManualType, string> = {
  note: 'leads.activity.submitNote',
  call: 'leads.activity.submitCall',
  email: 'leads.activity.submitEmail',
};

/** The lead's activity, newest first with older pages on demand, and (for writers) a form to log more. */
export function ActivityTimeline({ leadId, canWrite }: { leadId: string; canWrite: boolean }) {
  const { t } = useI18n();
  const activities = useLeadActivities(leadId, true);
  useErrorToast(activities.isError, activities.errorUpdatedAt, t('leads.loadFailedToast'));
  const items = activities.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Panel as="section" aria-labelledby="activity-heading" className="space-y-4">
      <h2 id="activity-heading" className="font-semibold">
        {t('leads.activity.title')}
      </h2>
      {canWrite && <AddActivityForm leadId={leadId} />}
      {activities.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : activities.isError && !activities.data ? (
        <LoadError compact message={t('leads.loadFailed')} onRetry={() => activities.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('leads.activity.empty')}</p>
      ) : (
        <ol className="space-y-0" data-testid="activity-list">
          {items.map((activity, index) => (
            <ActivityItem key={activity.id} activity={activity} last={index === items.length - 1} />
          ))}
        </ol>
      )}
      {activities.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void activities.fetchNextPage()}
          disabled={activities.isFetchingNextPage}
        >
          {activities.isFetchingNextPage && <Spinner />}
          {t('leads.activity.loadMore')}
        </Button>
      )}
    </Panel>
  );
}

function ActivityIcon({ type }: { type: ActivityType }) {
  const Icon = ICONS[type] ?? MessageSquareText;
  return <Icon aria-hidden className="size-4" />;
}

function ActivityItem({ activity, last }: { activity: LeadActivity; last: boolean }) {
  const { t, language } = useI18n();
  const known = activityMessage(activity.description);
  const text =
    known?.key === 'leads.activity.statusChanged'
      ? t(known.key, { status: t(`leadOptions.status.${known.status}`) })
      : known
        ? t(known.key)
        : activity.description;
  return (
    <TimelineEntry
      icon={ICONS[activity.activityType] ?? MessageSquareText}
      last={last}
      by={t('leads.activity.by', {
        who: activity.userName ?? t('leads.activity.system'),
        when: relativeTime(activity.createdAt, new Date(), language),
      })}
      at={activity.createdAt}
      data-activity-type={activity.activityType}
    >
      <p className="text-xs font-medium text-muted-foreground">
        {t(`leadOptions.activityType.${activity.activityType}`)}
      </p>
      <p className="text-sm break-words whitespace-pre-line">{text}</p>
    </TimelineEntry>
  );
}

function AddActivityForm({ leadId }: { leadId: string }) {
  const { t } = useI18n();
  const add = useAddActivity(leadId);
  const groupName = useId();
  const [type, setType] = useState<ManualType>('note');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addLeadActivityInput.safeParse({ activityType: type, description: text });
    if (!parsed.success) return setError(localizeLeadMessage(parsed.error.issues[0]!.message));
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        toast.success(t('leads.activity.added'));
      },
      onError: (err) => {
        const fields = validationErrors(err);
        if (fields?.description) return setError(localizeLeadMessage(fields.description));
        toast.error(t('leads.toast.addActivityFailed'), { description: err.message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('leads.activity.add')}>
      <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{t('leads.activity.kind')}</legend>
        {MANUAL_ACTIVITY_TYPES.map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              type === kind && 'bg-background text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name={groupName}
              value={kind}
              checked={type === kind}
              onChange={() => setType(kind)}
              className="sr-only"
            />
            <ActivityIcon type={kind} />
            {t(`leads.activity.${kind}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t(SUBMIT[type])} error={error}>
        <Textarea
          rows={3}
          value={text}
          maxLength={LEAD_LIMITS.activity}
          placeholder={t(`leads.activity.${type}Placeholder`)}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending && <Spinner />}
          {t(SUBMIT[type])}
        </Button>
      </div>
    </form>
  );
}
