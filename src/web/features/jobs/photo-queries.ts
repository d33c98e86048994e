import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import { PHOTO_FILTERS } from '../../../shared/photos.ts';
import type { ExtendShareLinkInput, ShowcaseInput } from '../../../shared/share-inputs.ts';
import { photoKeys, photosApi } from '../photos/api.ts';
import { galleryLinksApi, shareKeys, showcaseApi } from '../share-links/api.ts';
import { timelineApi, timelineKeys, type NewTimelineEvent } from '../timeline/api.ts';

export type PhotoFilter = keyof typeof PHOTO_FILTERS;
/** Photos per page of the grid (the API's maximum, so the timeline finds most photos at once). */
export const PHOTO_PAGE_SIZE = 100;
/** Spec section 9: query cache fresh 5 minutes. */
const STALE_MS = 5 * 60_000;

/** The job's photos with a filter, newest taken first, page by page. */
export const useJobPhotos = (jobId: string, filter: PhotoFilter) =>
  useInfiniteQuery({
    queryKey: photoKeys.list(jobId, filter),
    queryFn: ({ pageParam }) =>
      photosApi.list(jobId, { types: PHOTO_FILTERS[filter], cursor: pageParam, limit: PHOTO_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE_MS,
  });

/** After a photo change: every photo list of the job and the timeline (uploads add photo_added events). */
function useRefreshJobMedia(jobId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: photoKeys.job(jobId) }),
      queryClient.invalidateQueries({ queryKey: timelineKeys.job(jobId) }),
    ]);
}

export { useRefreshJobMedia };

export function useUpdatePhoto(jobId: string) {
  const refresh = useRefreshJobMedia(jobId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePhotoInput }) => photosApi.update(id, input),
    onSuccess: () => void refresh(),
  });
}

export function useDeletePhoto(jobId: string) {
  const refresh = useRefreshJobMedia(jobId);
  return useMutation({ mutationFn: (id: string) => photosApi.remove(id), onSuccess: () => void refresh() });
}

export const useTimeline = (jobId: string) =>
  useQuery({ queryKey: timelineKeys.job(jobId), queryFn: () => timelineApi.list(jobId), staleTime: STALE_MS });

function useTimelineMutation<V, R>(jobId: string, call: (input: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timelineKeys.job(jobId) }),
  });
}

export const useCreateTimelineEvent = (jobId: string) =>
  useTimelineMutation(jobId, (input: NewTimelineEvent) => timelineApi.create(jobId, input));
export const useCompleteMilestone = (jobId: string) =>
  useTimelineMutation(jobId, (id: string) => timelineApi.complete(id));
export const useDeleteTimelineEvent = (jobId: string) =>
  useTimelineMutation(jobId, (id: string) => timelineApi.remove(id));

export const useGalleryLinks = (jobId: string) =>
  useQuery({ queryKey: shareKeys.gallery(jobId), queryFn: () => galleryLinksApi.list(jobId) });

function useShareMutation<V, R>(key: readonly unknown[], call: (input: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateGalleryLink = (jobId: string) =>
  useShareMutation(shareKeys.gallery(jobId), (expiresAt: string | null) =>
    galleryLinksApi.create(jobId, { expiresAt }),
  );
export const useExtendGalleryLink = (jobId: string) =>
  useShareMutation(shareKeys.gallery(jobId), ({ id, input }: { id: string; input: ExtendShareLinkInput }) =>
    galleryLinksApi.extend(jobId, id, input),
  );
export const useRevokeGalleryLink = (jobId: string) =>
  useShareMutation(shareKeys.gallery(jobId), (id: string) => galleryLinksApi.revoke(jobId, id));

export const useShowcase = (jobId: string) =>
  useQuery({ queryKey: shareKeys.showcase(jobId), queryFn: () => showcaseApi.get(jobId) });
export const useSaveShowcase = (jobId: string) =>
  useShareMutation(shareKeys.showcase(jobId), (input: Partial<ShowcaseInput> & Pick<ShowcaseInput, 'showcaseTitle'>) =>
    showcaseApi.put(jobId, input),
  );
export const useShowcaseLinks = (jobId: string) =>
  useQuery({ queryKey: shareKeys.showcaseLinks(jobId), queryFn: () => showcaseApi.links(jobId) });

/** Creating a showcase link also creates the showcase when the job had none: both refresh. */
export function useCreateShowcaseLink(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresAt: string | null) => showcaseApi.createLink(jobId, { expiresAt }),
    onSuccess: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: shareKeys.showcaseLinks(jobId) }),
        queryClient.invalidateQueries({ queryKey: shareKeys.showcase(jobId) }),
      ]),
  });
}
export const useRevokeShowcaseLink = (jobId: string) =>
  useShareMutation(shareKeys.showcaseLinks(jobId), (id: string) => showcaseApi.revokeLink(jobId, id));
