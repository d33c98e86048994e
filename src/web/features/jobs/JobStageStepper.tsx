import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { JOB_STAGE_PROGRESS, JOB_STAGES, type JobStage } from '../../../shared/jobs.ts';
import { Button } from '../../components/ui/Button.tsx';
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
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { errorDescription, useChangeJobStage } from './page-queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * The ten stages in order: the current one highlighted, the ones before it checked. Members who work
 * on the job click a stage to move there, with an optional progress (the stage's own by default).
 */
export function JobStageStepper({ job, canMove }: { job: Job; canMove: boolean }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<{ stage: JobStage; open: boolean }>({ stage: job.projectStage, open: false });
  const current = JOB_STAGES.indexOf(job.projectStage);

  return (
    <Panel as="section" aria-labelledby="stages-heading" className="space-y-3">
      <h2 id="stages-heading" className="font-semibold">
        {t('jobs.stages.title')}
      </h2>
      {canMove && <p className="text-sm text-muted-foreground">{t('jobs.stages.hint')}</p>}
      <ol className="grid gap-2 sm:grid-cols-2 xl:grid-cols-5" data-testid="stage-stepper">
        {JOB_STAGES.map((stage, index) => {
          const done = index < current;
          const here = index === current;
          const label = t(`jobOptions.stage.${stage}`);
          const body = (
            <>
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-success bg-success text-success-foreground',
                  here && 'border-primary bg-primary text-primary-foreground',
                  !done && !here && 'border-border text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0 text-left">
                {/* A button says its action in words rather than an aria-label, which must contain the visible text (WCAG 2.5.3). */}
                {canMove && (
                  <span className="sr-only">
                    {t(here ? 'jobs.stages.setProgressOf' : 'jobs.stages.moveTo', { stage: label })}
                  </span>
                )}
                <span
                  aria-hidden={canMove || undefined}
                  className={cn('block text-sm leading-tight', here && 'font-semibold')}
                >
                  {label}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {done ? t('jobs.stages.done') : here ? t('jobs.stages.current') : `${JOB_STAGE_PROGRESS[stage]}%`}
                </span>
              </span>
            </>
          );
          const classes = cn(
            'flex w-full items-center gap-2 rounded-lg border p-2',
            here ? 'border-primary bg-primary/5' : 'border-transparent',
          );
          return (
            <li key={stage} data-stage={stage} data-state={done ? 'done' : here ? 'current' : 'upcoming'}>
              {canMove ? (
                <button
                  type="button"
                  aria-current={here ? 'step' : undefined}
                  onClick={() => setTarget({ stage, open: true })}
                  className={cn(
                    classes,
                    'cursor-pointer hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  )}
                >
                  {body}
                </button>
              ) : (
                <div aria-current={here ? 'step' : undefined} className={classes}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canMove && (
        <Dialog open={target.open} onOpenChange={(open) => setTarget((c) => ({ ...c, open }))}>
          <DialogContent className="md:max-w-md">
            <StageForm job={job} stage={target.stage} onDone={() => setTarget((c) => ({ ...c, open: false }))} />
          </DialogContent>
        </Dialog>
      )}
    </Panel>
  );
}

function StageForm({ job, stage, onDone }: { job: Job; stage: JobStage; onDone: () => void }) {
  const { t } = useI18n();
  const change = useChangeJobStage(job.id);
  const same = stage === job.projectStage;
  const [progress, setProgress] = useState(String(same ? job.progressPercentage : JOB_STAGE_PROGRESS[stage]));
  const [error, setError] = useState<string>();
  const label = t(`jobOptions.stage.${stage}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = progress.trim();
    const value = text === '' ? undefined : Number(text);
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > 100)) {
      return setError(t('jobs.stages.progressInvalid'));
    }
    change.mutate(
      { stage, ...(value !== undefined && { progress: value }) },
      {
        onSuccess: () => {
          toast.success(t('jobs.stages.changed', { stage: label }));
          onDone();
        },
        onError: (err) => toast.error(t('jobs.messages.updateStageFailed'), errorDescription(err)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          {t(same ? 'jobs.stages.progressTitle' : 'jobs.stages.confirmTitle', { stage: label })}
        </DialogTitle>
        <DialogDescription>{t('jobs.stages.confirmBody')}</DialogDescription>
      </DialogHeader>
      <Field label={t('jobs.stages.progress')} hint={t('jobs.stages.progressHint')} error={error}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={progress}
          onChange={(e) => {
            setProgress(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner />}
          {t('jobs.stages.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
