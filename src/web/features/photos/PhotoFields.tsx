import { JOB_STAGES } from '../../../shared/jobs.ts';
import { PHOTO_TYPES, type PhotoType } from '../../../shared/photos.ts';
import { useI18n } from '../../lib/i18n.ts';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Field } from '../../components/ui/Field.tsx';

/** The photo's type and stage, as the uploader and the edit dialog both ask for them. */
export function PhotoTypeAndStage(props: {
  photoType: PhotoType;
  onPhotoType: (type: PhotoType) => void;
  stage: string;
  onStage: (stage: string) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field label={t('photos.fields.type')}>
        <NativeSelect value={props.photoType} onChange={(e) => props.onPhotoType(e.target.value as PhotoType)}>
          {PHOTO_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`photos.type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('photos.fields.stage')}>
        <NativeSelect value={props.stage} onChange={(e) => props.onStage(e.target.value)}>
          <option value="">{t('photos.fields.noStage')}</option>
          {JOB_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`jobOptions.stage.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
