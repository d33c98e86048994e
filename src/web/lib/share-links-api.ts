import type { GalleryLinkStatus } from '../../shared/gallery.ts';
import type { CreateGalleryLinkInput, ExtendGalleryLinkInput, ShowcaseInput } from '../../shared/share-inputs.ts';
import { api } from './api.ts';

/** A job's client gallery links and its showcase, as those who manage jobs see them (spec sections 2, 4 and 5). */
export interface GalleryLink {
  id: string;
  jobId: string;
  token: string;
  url: string;
  status: GalleryLinkStatus;
  isActive: boolean;
  expiresAt: string | null;
  accessCount: number;
  lastAccessed: string | null;
  createdAt: string;
}

export interface Showcase {
  id: string;
  jobId: string;
  showcaseTitle: string;
  showcaseDescription: string | null;
  featuredPhotoId: string | null;
  photoIds: string[];
  viewCount: number;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ShowcaseLink {
  id: string;
  showcaseProjectId: string;
  token: string;
  url: string;
  status: GalleryLinkStatus;
  isActive: boolean;
  expiresAt: string | null;
  viewCount: number;
  createdAt: string;
}

const jobs = '/api/v1/jobs';

export const galleryLinksApi = {
  list: (jobId: string) => api<{ items: GalleryLink[] }>(`${jobs}/${jobId}/gallery-links`),
  create: (jobId: string, input: CreateGalleryLinkInput) =>
    api<GalleryLink>(`${jobs}/${jobId}/gallery-links`, { method: 'POST', json: input }),
  extend: (jobId: string, id: string, input: ExtendGalleryLinkInput) =>
    api<GalleryLink>(`${jobs}/${jobId}/gallery-links/${id}`, { method: 'PATCH', json: input }),
  revoke: (jobId: string, id: string) =>
    api<GalleryLink>(`${jobs}/${jobId}/gallery-links/${id}/revoke`, { method: 'POST' }),
};

export const showcaseApi = {
  get: (jobId: string) => api<{ showcase: Showcase | null }>(`${jobs}/${jobId}/showcase`),
  put: (jobId: string, input: Partial<ShowcaseInput> & Pick<ShowcaseInput, 'showcaseTitle'>) =>
    api<Showcase>(`${jobs}/${jobId}/showcase`, { method: 'PUT', json: input }),
  links: (jobId: string) => api<{ items: ShowcaseLink[] }>(`${jobs}/${jobId}/showcase/links`),
  createLink: (jobId: string, input: { expiresAt?: string | null }) =>
    api<ShowcaseLink>(`${jobs}/${jobId}/showcase/links`, { method: 'POST', json: input }),
  revokeLink: (jobId: string, id: string) =>
    api<ShowcaseLink>(`${jobs}/${jobId}/showcase/links/${id}/revoke`, { method: 'POST' }),
};

export const shareKeys = {
  all: ['share-links'] as const,
  gallery: (jobId: string) => ['share-links', 'gallery', jobId] as const,
  showcase: (jobId: string) => ['share-links', 'showcase', jobId] as const,
  showcaseLinks: (jobId: string) => ['share-links', 'showcase-links', jobId] as const,
};
