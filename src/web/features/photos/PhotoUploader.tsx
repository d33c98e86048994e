import { CheckCircle2, CircleAlert, ImageUp, X } from 'lucide-react';
import { useId, useReducer, useState, type DragEvent } from 'react';
import { PHOTO_DEFAULTS, PHOTO_LIMITS, type PhotoType } from '../../../shared/photos.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { PhotoTypeAndStage } from './PhotoFields.tsx';
import { uploadPhoto, type PhotoUploadMeta } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { Checkbox } from '../../components/ui/NativeControls.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { currentLocation } from './geolocation.ts';
import { apiErrorText, localizePhotoMessage } from './messages.ts';
import { queueFiles, queueSummary, uploadQueue, type QueuedUpload } from './upload-queue.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** Uploads sent at the same time; the others wait their turn. */
const PARALLEL_UPLOADS = 3;

/** What the picker accepts (the server checks the bytes). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic';

/**
 * The photo upload of a job (spec sections 3 and 9): the metadata for the batch, then a file picker
 * or drop zone taking several files. The browser is asked for its position once per batch (a refusal
 * or no support: no location); each file goes in its own request with its own progress bar, and a
 * file's failure does not stop the others.
 */
export function PhotoUploader({
  jobId,
  defaultStage,
  onUploaded,
}: {
  jobId: string;
  defaultStage: string | null;
  /** After each photo the server accepted (to refresh the lists). */
  onUploaded: () => void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const [dragging, setDragging] = useState(false);
  const [photoType, setPhotoType] = useState<PhotoType>(PHOTO_DEFAULTS.photoType);
  const [stage, setStage] = useState(defaultStage ?? '');
  const [description, setDescription] = useState('');
  const [isClientVisible, setClientVisible] = useState(PHOTO_DEFAULTS.isClientVisible);
  const [isPortfolioWorthy, setPortfolioWorthy] = useState(PHOTO_DEFAULTS.isPortfolioWorthy);
  const busy = queue.some((item) => item.status === 'uploading');

  async function send(files: File[]) {
    if (files.length === 0) return;
    const { items, skipped } = queueFiles(files);
    dispatch({ type: 'add', items });
    if (skipped > 0) toast.info(t('photos.upload.tooMany', { max: PHOTO_LIMITS.filesPerUpload, skipped }));
    const location = await currentLocation((message) => toast.info(localizePhotoMessage(message)));
    const meta: PhotoUploadMeta = {
      photoType,
      stage: stage || null,
      description,
      isClientVisible,
      isPortfolioWorthy,
      location,
    };
    const pending = items.flatMap((item, i) => (item.status === 'uploading' ? [{ item, file: files[i]! }] : []));
    let failed = items.length - pending.length;
    let done = 0;
    const next = async (): Promise<void> => {
      const job = pending.shift();
      if (!job) return;
      const { item, file } = job;
      try {
        await uploadPhoto(jobId, file, meta, (fraction) => dispatch({ type: 'progress', key: item.key, fraction }));
        dispatch({ type: 'done', key: item.key });
        done += 1;
        onUploaded();
      } catch (error) {
        failed += 1;
        const text =
          apiErrorText(error) ?? (error instanceof ApiError ? localizePhotoMessage(error.message) : undefined);
        dispatch({ type: 'failed', key: item.key, error: text ?? t('photos.messages.uploadFailed') });
      }
      return next();
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, pending.length) }, next));
    if (failed === 0) toast.success(t('photos.messages.uploaded'));
    else
      toast.error(t('photos.messages.uploadFailed'), {
        description: t('photos.upload.summary', { done, failed }),
      });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  };

  return (
    <Panel as="section" aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <h2 id={`${inputId}-heading`} className="font-semibold">
        {t('photos.upload.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <PhotoTypeAndStage photoType={photoType} onPhotoType={setPhotoType} stage={stage} onStage={setStage} />
        <Field label={t('photos.fields.description')} className="sm:col-span-2">
          <Input
            value={description}
            maxLength={PHOTO_LIMITS.description}
            placeholder={t('photos.fields.descriptionPlaceholder')}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <Checkbox checked={isClientVisible} onChange={(e) => setClientVisible(e.target.checked)} />
          {t('photos.fields.clientVisible')}
        </label>
        <label className="flex items-center gap-2">
          <Checkbox checked={isPortfolioWorthy} onChange={(e) => setPortfolioWorthy(e.target.checked)} />
          {t('photos.fields.portfolio')}
        </label>
      </div>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <ImageUp aria-hidden className="size-8 text-muted-foreground" />
        <label
          className={cn(
            buttonVariants(),
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring max-sm:w-full',
          )}
        >
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void send(files);
            }}
          />
          {t('photos.upload.label')}
        </label>
        <p className="text-sm text-muted-foreground">{t('photos.upload.drop')}</p>
        <p className="text-xs text-muted-foreground">
          {t('photos.upload.hint', { max: PHOTO_LIMITS.filesPerUpload, mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 })}
        </p>
      </div>

      {queue.length > 0 && (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('photos.upload.status', queueSummary(queue))}
            </p>
            {!busy && (
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clearFinished' })}>
                {t('photos.upload.clear')}
              </Button>
            )}
          </div>
          <ul className="space-y-2" data-testid="upload-queue">
            {queue.map((item) => (
              <UploadRow key={item.key} item={item} onDismiss={() => dispatch({ type: 'dismiss', key: item.key })} />
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

function UploadRow({ item, onDismiss }: { item: QueuedUpload; onDismiss: () => void }) {
  const { t } = useI18n();
  return (
    <li className="space-y-1 rounded-md border border-border p-2">
      <div className="flex items-center gap-2 text-sm">
        {item.status === 'done' ? (
          <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success-text" />
        ) : item.status === 'error' ? (
          <CircleAlert aria-hidden className="size-4 shrink-0 text-danger-text" />
        ) : null}
        <span className="min-w-0 flex-1 truncate" title={item.fileName}>
          {item.fileName}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">{item.progress}%</span>
        {item.status !== 'uploading' && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={onDismiss}
            aria-label={t('photos.upload.dismiss', { name: item.fileName })}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('photos.upload.progress', { name: item.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            item.status === 'error' ? 'bg-destructive' : item.status === 'done' ? 'bg-success' : 'bg-primary',
          )}
          style={{ width: `${item.status === 'error' ? 100 : item.progress}%` }}
        />
      </div>
      {item.error && (
        <p role="alert" className="text-sm text-danger-text">
          {item.error}
        </p>
      )}
    </li>
  );
}
