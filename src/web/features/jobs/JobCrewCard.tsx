import { Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { CrewPicker } from './CrewPicker.tsx';
import { useJobPeople } from './queries.ts';
import { Button } from '../../components/ui/Button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { errorDescription, useUpdateJob } from './page-queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** Who works on the job; managers change the crew here. */
export function JobCrewCard({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  return (
    <Panel as="section" aria-labelledby="crew-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="crew-heading" className="font-semibold">
          {t('jobs.crew.title')}
        </h2>
        {canEdit && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('jobs.crew.edit')}
          </Button>
        )}
      </div>
      {job.crew.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('jobs.crew.empty')}</p>
      ) : (
        <ul className="space-y-2" data-testid="crew-list">
          {job.crew.map((member) => (
            <li key={member.userId} className="flex items-center gap-2 text-sm">
              <span className="flex size-7 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <UserRound aria-hidden className="size-4" />
              </span>
              {member.name}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogContent className="md:max-w-lg">
            <DialogHeader>
              <DialogTitle>{t('jobs.crew.editTitle')}</DialogTitle>
              <DialogDescription>{t('jobs.crew.editDescription')}</DialogDescription>
            </DialogHeader>
            <CrewForm job={job} onDone={() => setEditing(false)} />
          </DialogContent>
        </Dialog>
      )}
    </Panel>
  );
}

function CrewForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const { t } = useI18n();
  const people = useJobPeople();
  const update = useUpdateJob(job.id);
  const [selected, setSelected] = useState(() => job.crew.map((member) => member.userId));

  const save = () =>
    update.mutate(
      { crewIds: selected },
      {
        onSuccess: () => {
          toast.success(t('jobs.crew.saved'));
          onDone();
        },
        onError: (error) => toast.error(t('jobs.crew.saveFailed'), errorDescription(error)),
      },
    );

  return (
    <div className="grid gap-4">
      {people.isPending ? (
        <Spinner label={t('jobs.crew.loading')} />
      ) : people.isError ? (
        <LoadError compact message={t('jobs.crew.loadFailed')} onRetry={() => people.refetch()} />
      ) : (
        <CrewPicker people={people.data.crew} current={job.crew} selected={selected} onChange={setSelected} />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={save} disabled={update.isPending || !people.isSuccess}>
          {update.isPending && <Spinner />}
          {t('jobs.crew.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}
