import type { UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import type { PhotoType } from '../../../shared/photos.ts';
import type { Photo } from '../../../shared/photo-responses.ts';

/** The edit form's values; only what changed is sent. */
export function photoChanges(
  photo: Pick<Photo, 'photoType' | 'stage' | 'description' | 'isClientVisible' | 'isPortfolioWorthy'>,
  values: {
    photoType: PhotoType;
    stage: string;
    description: string;
    isClientVisible: boolean;
    isPortfolioWorthy: boolean;
  },
): UpdatePhotoInput {
  const changes: UpdatePhotoInput = {};
  if (values.photoType !== photo.photoType) changes.photoType = values.photoType;
  if ((values.stage || null) !== photo.stage) changes.stage = (values.stage || null) as UpdatePhotoInput['stage'];
  const description = values.description.trim() || null;
  if (description !== (photo.description ?? null)) changes.description = description;
  if (values.isClientVisible !== photo.isClientVisible) changes.isClientVisible = values.isClientVisible;
  if (values.isPortfolioWorthy !== photo.isPortfolioWorthy) changes.isPortfolioWorthy = values.isPortfolioWorthy;
  return changes;
}
