import { MapPin, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import { PHOTO_LIMITS, type PhotoType } from '../../../shared/photos.ts';
import type { Photo } from '../../../shared/photo-responses.ts';
import { useI18n } from '../../lib/i18n.ts';
import { PhotoTypeAndStage } from './PhotoFields.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Checkbox, Textarea } from '../../components/ui/NativeControls.tsx';
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
import { Spinner } from '../../components/ui/Spinner.tsx';
import { photoChanges } from './photo-form.ts';
import { hasLocation } from './PhotoGrid.tsx';

/**
 * A photo at display size with its details; those who may change the job's photos edit its type,
 * stage, description, client visibility and portfolio flag, and those who may delete it (a crew
 * member: their own uploads) delete it after a confirmation.
 */
export function PhotoEditDialog({
  photo,
  onOpenChange,
  canEdit,
  canDelete,
  saving,
  deleting,
  onSave,
  onDelete,
}: {
  photo: Photo | null;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  canDelete: boolean;
  saving: boolean;
  deleting: boolean;
  onSave: (photo: Photo, changes: UpdatePhotoInput) => void;
  /** Deletes, then calls `close` once it is done. */
  onDelete: (photo: Photo, close: () => void) => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={photo !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-dvh gap-4 overflow-y-auto md:max-w-3xl">
        {photo && (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{photo.description || photo.fileName}</DialogTitle>
              <DialogDescription>{t(`photos.type.${photo.photoType}`)}</DialogDescription>
            </DialogHeader>
            <img
              src={photo.urls.display}
              alt={photo.description ?? photo.fileName}
              className="mx-auto max-h-[60vh] w-auto rounded-md bg-muted object-contain"
            />
            <PhotoDetails photo={photo} />
            {canEdit ? (
              <EditForm
                key={photo.id + photo.updatedAt}
                photo={photo}
                saving={saving}
                deleting={deleting}
                onCancel={() => onOpenChange(false)}
                onSave={(changes) => onSave(photo, changes)}
                onDelete={canDelete ? (close) => onDelete(photo, close) : undefined}
              />
            ) : (
              <DialogFooter>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  {t('photos.viewer.close')}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PhotoDetails({ photo }: { photo: Photo }) {
  const { t, language } = useI18n();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('photos.viewer.taken')}</dt>
      <dd>
        <time dateTime={photo.takenAt}>{formatDateTime(photo.takenAt, language)}</time>
      </dd>
      <dt className="text-muted-foreground">{t('photos.viewer.file')}</dt>
      <dd className="break-all">
        <a
          href={photo.urls.original}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary-text hover:underline"
        >
          {photo.fileName}
        </a>
      </dd>
      {hasLocation(photo) && (
        <>
          <dt className="text-muted-foreground">{t('photos.viewer.location')}</dt>
          <dd>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${photo.latitude},${photo.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary-text hover:underline"
            >
              <MapPin aria-hidden className="size-3.5" />
              {photo.latitude!.toFixed(5)}, {photo.longitude!.toFixed(5)}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

function EditForm({
  photo,
  saving,
  deleting,
  onCancel,
  onSave,
  onDelete,
}: {
  photo: Photo;
  saving: boolean;
  deleting: boolean;
  onCancel: () => void;
  onSave: (changes: UpdatePhotoInput) => void;
  /** Absent when the member may not delete this photo: no delete control then. */
  onDelete?: (close: () => void) => void;
}) {
  const { t } = useI18n();
  const [photoType, setPhotoType] = useState<PhotoType>(photo.photoType);
  const [stage, setStage] = useState(photo.stage ?? '');
  const [description, setDescription] = useState(photo.description ?? '');
  const [isClientVisible, setClientVisible] = useState(photo.isClientVisible);
  const [isPortfolioWorthy, setPortfolioWorthy] = useState(photo.isPortfolioWorthy);
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = photoChanges(photo, { photoType, stage, description, isClientVisible, isPortfolioWorthy });
    if (Object.keys(changes).length === 0) return onCancel();
    onSave(changes);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t('photos.viewer.edit')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <PhotoTypeAndStage photoType={photoType} onPhotoType={setPhotoType} stage={stage} onStage={setStage} />
        <Field label={t('photos.fields.description')} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={description}
            maxLength={PHOTO_LIMITS.description}
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
      <DialogFooter className={onDelete ? 'gap-2 sm:justify-between' : 'gap-2'}>
        {onDelete && (
          <Button type="button" variant="outline" className="text-danger-text" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {t('photos.viewer.delete')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner />}
            {t('photos.viewer.save')}
          </Button>
        </div>
      </DialogFooter>
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('photos.viewer.deleteTitle')}
          description={t('photos.viewer.deleteBody')}
          confirmLabel={t('photos.viewer.delete')}
          busy={deleting}
          onConfirm={() => onDelete(() => setConfirming(false))}
        />
      )}
    </form>
  );
}
