import { ChevronRight, Plus, Ruler, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MEASUREMENT_RECORD_LIMITS } from '../../../shared/measurements.ts';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { FormDialog } from '../../components/page/FormDialog.tsx';
import { LoadMore } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { DialogFooter } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { measurementMessage } from './messages.ts';
import { useCreateMeasurement, useJobOptions, useLeadOptions, useMeasurements } from './queries.ts';
import { measurementPath } from '../../page-paths.ts';

/**
 * /dashboard/tools/measurements: the company's measurements, last worked on first, and the way to
 * start one for a lead or a job. Each opens full screen (/dashboard/measurements/:id).
 */
export default function MeasurementsPage() {
  useDocumentTitle('titles.measurements');
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = useMeasurements(q ? { q } : {});
  const [creating, setCreating] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('measurements.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('measurements.subtitle')}</p>
        </div>
        <Button className="h-12 text-base" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {t('measurements.new')}
        </Button>
      </div>

      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          className="h-12 pl-9"
          aria-label={t('measurements.search')}
          placeholder={t('measurements.search')}
          maxLength={MEASUREMENT_RECORD_LIMITS.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      {list.isPending ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError message={t('measurements.loadFailed')} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <EmptyPanel
          icon={Ruler}
          title={t(q ? 'measurements.noMatch' : 'measurements.empty')}
          body={q ? '' : t('measurements.emptyHint')}
        >
          {!q && (
            <Button className="h-12" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('measurements.new')}
            </Button>
          )}
        </EmptyPanel>
      ) : (
        <>
          <ul className="space-y-2">
            {items.map((m) => (
              <li key={m.id}>
                <Link
                  to={measurementPath(m.id)}
                  className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{m.name}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {[
                        m.roomCount === 1 ? t('measurements.oneRoom') : t('measurements.rooms', { count: m.roomCount }),
                        m.jobTitle && t('measurements.forJob', { name: m.jobTitle }),
                        m.leadName && t('measurements.forLead', { name: m.leadName }),
                        t('measurements.updated', { when: formatDateTime(m.updatedAt, language) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore showing={null} list={list} label={t('measurements.loadMore')} />
        </>
      )}

      <FormDialog
        open={creating}
        onOpenChange={setCreating}
        title={t('measurements.create.title')}
        description={t('measurements.subtitle')}
      >
        <CreateForm onCancel={() => setCreating(false)} />
      </FormDialog>
    </div>
  );
}

type Target = 'none' | 'lead' | 'job';

/** Name it, say whom it is for (a lead, a job, or nobody yet), and go measure. */
function CreateForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateMeasurement();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<Target>('none');
  const [search, setSearch] = useState('');
  const [linkId, setLinkId] = useState('');
  const q = useDebounced(search.trim(), 300);
  const leads = useLeadOptions(q, target === 'lead');
  const jobs = useJobOptions(q, target === 'job');
  const options =
    target === 'lead'
      ? (leads.data?.items ?? []).map((l) => ({ id: l.id, label: l.name }))
      : target === 'job'
        ? (jobs.data?.items ?? []).map((j) => ({ id: j.id, label: j.title }))
        : [];
  const fieldErrors = create.error instanceof ApiError ? create.error.errors : {};
  const errorOf = (field: string) => (fieldErrors[field] ? measurementMessage(fieldErrors[field]) : undefined);
  const unshown = Object.entries(fieldErrors)
    .filter(([field]) => field !== 'name' && field !== `${target}Id`)
    .map(([, message]) => message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: name.trim(),
        leadId: target === 'lead' ? linkId || null : null,
        jobId: target === 'job' ? linkId || null : null,
      },
      { onSuccess: (m) => void navigate(measurementPath(m.id)) },
    );
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <Field label={t('measurements.create.name')} error={errorOf('name')}>
        <Input
          className="h-12"
          required
          autoFocus
          maxLength={MEASUREMENT_RECORD_LIMITS.name}
          placeholder={t('measurements.create.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field label={t('measurements.create.for')}>
        <NativeSelect
          className="h-12"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value as Target);
            setLinkId('');
            setSearch('');
          }}
        >
          <option value="none">{t('measurements.create.forNone')}</option>
          <option value="lead">{t('measurements.create.forLead')}</option>
          <option value="job">{t('measurements.create.forJob')}</option>
        </NativeSelect>
      </Field>
      {target !== 'none' && (
        <>
          <Field label={t('measurements.create.find')}>
            <Input type="search" className="h-12" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <Field label={t(`measurements.create.${target}`)} error={errorOf(`${target}Id`)}>
            <NativeSelect className="h-12" value={linkId} onChange={(e) => setLinkId(e.target.value)}>
              <option value="">
                {options.length ? t('measurements.create.choose') : t('measurements.create.none')}
              </option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      )}
      {create.isError && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {/* A field the form does not show (a crew must pick one of its jobs): its message here. */}
          {unshown.length
            ? unshown.map(measurementMessage).join(' ')
            : !Object.keys(fieldErrors).length && t('measurements.create.failed')}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" className="h-12" onClick={onCancel}>
          {t('measurements.create.cancel')}
        </Button>
        <Button type="submit" className="h-12" disabled={create.isPending || !name.trim()}>
          {t('measurements.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
