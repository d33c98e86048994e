import type { UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import type { Photo, PhotoPage } from '../../../shared/photo-responses.ts';
import type { PhotoType } from '../../../shared/photos.ts';
import { api, toQuery } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';

/** The photo API's calls (spec sections 3, 8 and 9): the job page's Photos & Timeline tab; its shapes are in shared/photo-responses.ts. */
export type { Photo, PhotoPage, PhotoType };

/** The metadata sent with each uploaded file (multipart text fields). */
export interface PhotoUploadMeta {
  photoType: PhotoType;
  stage: string | null;
  description: string;
  isClientVisible: boolean;
  isPortfolioWorthy: boolean;
  location: { latitude: number; longitude: number; accuracy: number | null } | null;
}

/** An upload under way: its answer, and a way to stop it. */
/** The form fields of one upload (booleans and numbers as strings, blanks left out). */
export function uploadFormFields(meta: PhotoUploadMeta): [string, string][] {
  const fields: [string, string][] = [
    ['photoType', meta.photoType],
    ['isClientVisible', String(meta.isClientVisible)],
    ['isPortfolioWorthy', String(meta.isPortfolioWorthy)],
  ];
  if (meta.stage) fields.push(['stage', meta.stage]);
  if (meta.description.trim()) fields.push(['description', meta.description.trim()]);
  if (meta.location) {
    fields.push(['latitude', String(meta.location.latitude)], ['longitude', String(meta.location.longitude)]);
    if (meta.location.accuracy != null) fields.push(['locationAccuracy', String(meta.location.accuracy)]);
  }
  return fields;
}

/** POSTs one photo with its metadata, reporting progress from 0 to 1. */
export function uploadPhoto(jobId: string, file: File, meta: PhotoUploadMeta, onProgress: (fraction: number) => void) {
  return uploadFile<Photo>(`/api/v1/jobs/${jobId}/photos`, file, onProgress, uploadFormFields(meta));
}

export const photosApi = {
  list: (
    jobId: string,
    { types, cursor, limit }: { types?: readonly PhotoType[]; cursor?: string | null; limit?: number },
  ) => api<PhotoPage>(`/api/v1/jobs/${jobId}/photos${toQuery({ type: types, cursor, limit })}`),
  get: (id: string) => api<Photo>(`/api/v1/photos/${id}`),
  update: (id: string, input: UpdatePhotoInput) => api<Photo>(`/api/v1/photos/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`/api/v1/photos/${id}`, { method: 'DELETE' }),
};

/** Query keys: a job's photo lists (by filter) sit under photoKeys.job(jobId). */
export const photoKeys = {
  all: ['photos'] as const,
  job: (jobId: string) => ['photos', 'job', jobId] as const,
  list: (jobId: string, filter: string) => ['photos', 'job', jobId, 'list', filter] as const,
  /** Every photo of the job (for the timeline's thumbnails and the showcase picker). */
  everything: (jobId: string) => ['photos', 'job', jobId, 'everything'] as const,
};
