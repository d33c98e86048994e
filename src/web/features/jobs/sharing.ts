import type { Photo } from '../../../shared/photo-responses.ts';

/**
 * A date input's day (YYYY-MM-DD) as the instant its last minute ends in the browser's time zone
 * (a link 'until March 3' works all of March 3); blank is no expiry (null).
 */
export function endOfDayIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 0, 0);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The photos a showcase may show (client-visible ones), portfolio-worthy first, otherwise in their order. */
export function showcaseCandidates<P extends Pick<Photo, 'isClientVisible' | 'isPortfolioWorthy'>>(
  photos: readonly P[],
): P[] {
  const visible = photos.filter((photo) => photo.isClientVisible);
  return [...visible.filter((p) => p.isPortfolioWorthy), ...visible.filter((p) => !p.isPortfolioWorthy)];
}
