import type { ExtendShareLinkInput, ShowcaseInput } from '../../../shared/share-inputs.ts';
import type { GalleryLink, JobShowcase, Showcase, ShowcaseLink } from '../../../shared/share-responses.ts';
import { api } from '../../lib/api.ts';

// A job's client gallery links and its showcase, as those who manage jobs see them (spec sections 2, 4
// and 5); their shapes are in shared/share-responses.ts.

/** What a gallery link and a showcase link have alike. */
export type ShareLink = GalleryLink | ShowcaseLink;

export type { GalleryLink, Showcase, ShowcaseLink };

const jobs = '/api/v1/jobs';

/** The calls on a job's links of one kind, under `/jobs/{jobId}/<collection>`. */
function shareLinksApi<L extends ShareLink>(collection: string) {
  const path = (jobId: string) => `${jobs}/${jobId}/${collection}`;
  return {
    list: (jobId: string) => api<{ items: L[] }>(path(jobId)),
    create: (jobId: string, input: { expiresAt?: string | null }) =>
      api<L>(path(jobId), { method: 'POST', json: input }),
    revoke: (jobId: string, id: string) => api<L>(`${path(jobId)}/${id}/revoke`, { method: 'POST' }),
  };
}

const showcaseLinksApi = shareLinksApi<ShowcaseLink>('showcase/links');

export const galleryLinksApi = {
  ...shareLinksApi<GalleryLink>('gallery-links'),
  extend: (jobId: string, id: string, input: ExtendShareLinkInput) =>
    api<GalleryLink>(`${jobs}/${jobId}/gallery-links/${id}`, { method: 'PATCH', json: input }),
};

export const showcaseApi = {
  get: (jobId: string) => api<JobShowcase>(`${jobs}/${jobId}/showcase`),
  put: (jobId: string, input: Partial<ShowcaseInput> & Pick<ShowcaseInput, 'showcaseTitle'>) =>
    api<Showcase>(`${jobs}/${jobId}/showcase`, { method: 'PUT', json: input }),
  links: showcaseLinksApi.list,
  createLink: showcaseLinksApi.create,
  revokeLink: showcaseLinksApi.revoke,
};

export const shareKeys = {
  all: ['share-links'] as const,
  gallery: (jobId: string) => ['share-links', 'gallery', jobId] as const,
  showcase: (jobId: string) => ['share-links', 'showcase', jobId] as const,
  showcaseLinks: (jobId: string) => ['share-links', 'showcase-links', jobId] as const,
};
