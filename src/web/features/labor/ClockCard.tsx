import { LogIn, LogOut, MapPin, MapPinOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { LABOR_LIMITS, LABOR_MESSAGES } from '../../../shared/labor.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { laborApi, type Clock, type WorkLog } from './api.ts';
import { currentPosition } from './geolocation.ts';
import { laborFieldErrors, localizeLaborMessage } from './messages.ts';
import { jobTitleOf } from './rules.ts';
import { useClock, useLaborAction, useLoggableJobs } from './queries.ts';
import { formatElapsed, formatMinutes, formatTime } from './time.ts';
import { useNow } from './use-now.ts';

/**
 * The signed-in member's own clock, on top of the work logs page and made for a phone: out, a job
 * and a large Clock in button (the phone's position asked once, briefly; without it the shift starts
 * anyway and says so); in, the job, a running timer, the break and Clock out.
 */
export function ClockCard() {
  const { t, language } = useI18n();
  const clock = useClock();
  return (
    <section
      aria-labelledby="clock-heading"
      data-testid="clock-card"
      className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="clock-heading" className="text-lg font-semibold">
          {t('labor.clock.label')}
        </h2>
        {clock.data && <Totals clock={clock.data} language={language} />}
      </div>
      {clock.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('ui.loading')}</span>
          <Skeleton className="h-10 w-full max-w-md" />
          <Skeleton className="h-14 w-full max-w-md" />
        </div>
      ) : clock.isError ? (
        <LoadError
          compact
          message={t('labor.clock.loadFailed')}
          onRetry={() => clock.refetch()}
          retrying={clock.isFetching}
        />
      ) : clock.data.open ? (
        <ClockedIn key={clock.data.open.id} log={clock.data.open} />
      ) : (
        <ClockedOut />
      )}
    </section>
  );
}

function Totals({ clock, language }: { clock: Clock; language: 'en' | 'pt' }) {
  const { t } = useI18n();
  return (
    <dl className="flex gap-4 text-sm">
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">{t('labor.clock.today')}</dt>
        <dd className="font-medium tabular-nums" data-testid="clock-today">
          {formatMinutes(clock.todayMinutes, language)}
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">{t('labor.clock.week')}</dt>
        <dd className="font-medium tabular-nums" data-testid="clock-week">
          {formatMinutes(clock.weekMinutes, language)}
        </dd>
      </div>
    </dl>
  );
}

const BIG = 'h-14 w-full text-lg sm:w-auto sm:min-w-56 [&_svg:not([class*=size-])]:size-5';

function ClockedOut() {
  const { t } = useI18n();
  const jobs = useLoggableJobs('clock');
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string>();
  const [locating, setLocating] = useState(false);
  const clockIn = useLaborAction(laborApi.clockIn);
  const only = jobs.data?.length === 1 ? jobs.data[0]!.id : '';
  const jobId = picked || only;
  const busy = locating || clockIn.isPending;

  const onClockIn = async () => {
    if (!jobId) {
      setError(t('labor.clock.chooseJobFirst'));
      return;
    }
    setError(undefined);
    setLocating(true);
    const location = await currentPosition();
    setLocating(false);
    clockIn.mutate(
      { jobId, location },
      {
        onSuccess: (log) =>
          toast.success(t('labor.clock.toast.in', { job: jobTitleOf(log) }), {
            ...(!log.startLocation && { description: t('labor.clock.locationNotRecorded') }),
          }),
        onError: (failure) =>
          toast.error(t('labor.clock.toast.inFailed'), { description: localizeLaborMessage(failure.message) }),
      },
    );
  };

  if (jobs.isError) {
    return <LoadError compact message={t('labor.clock.jobsFailed')} onRetry={() => jobs.refetch()} />;
  }
  if (jobs.data?.length === 0) return <p className="text-sm text-muted-foreground">{t('labor.clock.noJobs')}</p>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Field label={t('labor.clock.job')} error={error} className="w-full sm:max-w-sm">
        <NativeSelect
          value={jobId}
          disabled={jobs.isPending || busy}
          onChange={(event) => {
            setPicked(event.target.value);
            setError(undefined);
          }}
          className="h-12"
        >
          <option value="">{t('labor.clock.pickJob')}</option>
          {jobs.data?.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button size="lg" className={BIG} disabled={busy || jobs.isPending} onClick={() => void onClockIn()}>
        <LogIn aria-hidden />
        {locating
          ? t('labor.clock.locating')
          : clockIn.isPending
            ? t('labor.clock.clockingIn')
            : t('labor.clock.clockIn')}
      </Button>
    </div>
  );
}

function ClockedIn({ log }: { log: WorkLog }) {
  const { t, language } = useI18n();
  const now = useNow();
  const timerLabel = useId();
  const [breakText, setBreakText] = useState('0');
  const [error, setError] = useState<string>();
  const [locating, setLocating] = useState(false);
  const clockOut = useLaborAction(laborApi.clockOut);
  const busy = locating || clockOut.isPending;

  const onClockOut = async () => {
    const breakMinutes = /^\d{1,4}$/.test(breakText.trim()) ? Number(breakText.trim()) : Number.NaN;
    if (!(breakMinutes >= 0 && breakMinutes <= LABOR_LIMITS.shiftHours * 60)) {
      setError(t('labor.clock.breakInvalid'));
      return;
    }
    setError(undefined);
    setLocating(true);
    const location = await currentPosition();
    setLocating(false);
    clockOut.mutate(
      { breakMinutes, location },
      {
        onSuccess: (closed) =>
          toast.success(t('labor.clock.toast.out', { hours: formatMinutes(closed.minutes ?? 0, language) })),
        onError: (failure) => {
          const message = localizeLaborMessage(failure.message);
          const breakError =
            laborFieldErrors(failure)?.breakMinutes ??
            (failure.message === LABOR_MESSAGES.breakTooLong ? message : undefined);
          if (breakError) setError(breakError);
          else toast.error(t('labor.clock.toast.outFailed'), { description: message });
        },
      },
    );
  };

  const located = !!log.startLocation;
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-end">
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('labor.clock.onJob')}</p>
        <p className="text-xl font-semibold break-words" data-testid="clock-job">
          {jobTitleOf(log)}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{t('labor.clock.since', { time: formatTime(log.startedAt, language) })}</span>
          <span className={cn('inline-flex items-center gap-1', located && 'text-success-text')}>
            {located ? <MapPin aria-hidden className="size-4" /> : <MapPinOff aria-hidden className="size-4" />}
            {t(located ? 'labor.clock.locationRecorded' : 'labor.clock.locationNotRecorded')}
          </span>
        </p>
        <p id={timerLabel} className="pt-3 text-sm text-muted-foreground">
          {t('labor.clock.elapsed')}
        </p>
        {/* A timer is not announced as it ticks (role timer is aria-live off): read it when wanted. */}
        <p
          role="timer"
          aria-labelledby={timerLabel}
          data-testid="clock-timer"
          className="font-mono text-5xl font-semibold tracking-tight tabular-nums md:text-6xl"
        >
          {formatElapsed(now - Date.parse(log.startedAt))}
        </p>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end md:flex-col md:items-stretch">
        <Field label={t('labor.clock.break')} error={error} className="sm:w-48 md:w-full">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={LABOR_LIMITS.shiftHours * 60}
            step={1}
            value={breakText}
            disabled={busy}
            onChange={(event) => setBreakText(event.target.value)}
            className="h-12"
          />
        </Field>
        <Button size="lg" variant="destructive" className={BIG} disabled={busy} onClick={() => void onClockOut()}>
          <LogOut aria-hidden />
          {clockOut.isPending || locating ? t('labor.clock.clockingOut') : t('labor.clock.clockOut')}
        </Button>
      </div>
    </div>
  );
}
