// The private client gallery (/gallery/{token}): spec section 2, 4, 5 and 8. No zod here, so the
// public page loads none; the inputs are in share-inputs.ts.

/** Spec section 8's gallery texts, exactly (the SPA translates them by key). */
export const GALLERY_MESSAGES = {
  invalidLink: 'Invalid gallery link',
  invalidOrExpired: 'Invalid or expired gallery link',
  expired: 'Gallery link has expired',
  validateFailed: 'Failed to validate gallery link',
  projectNotFound: 'Project not found',
  loadFailed: 'Failed to load gallery',
  downloaded: 'Photo downloaded successfully',
  downloadFailed: 'Failed to download photo',
  linkCopied: 'Gallery link copied to clipboard',
} as const;

/** The amber 'Access expires soon:' warning shows when this many days or fewer remain (spec section 9). */
export const EXPIRING_SOON_DAYS = 3;
/** 'Expires in N days' is used up to this many days; beyond, 'Expires {date}'. */
export const EXPIRY_IN_DAYS_MAX = 7;

/** A gallery link's state for its manager (spec section 4): revoked links stay revoked. */
export const GALLERY_LINK_STATUSES = ['valid', 'expired', 'inactive'] as const;
export type GalleryLinkStatus = (typeof GALLERY_LINK_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

type When = Date | string | null | undefined;
const toDate = (v: When): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v));

export function linkStatus(link: { isActive: boolean; expiresAt: When }, now: Date = new Date()): GalleryLinkStatus {
  if (!link.isActive) return 'inactive';
  const expiresAt = toDate(link.expiresAt);
  return expiresAt && expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** The expiry line's key (English templates in EXPIRY_TEXTS) and its parameters. */
export type ExpiryText =
  | { key: 'none' }
  | { key: 'expired'; params: { date: string } }
  | { key: 'tomorrow' }
  | { key: 'inDays'; params: { count: number } }
  | { key: 'on'; params: { date: string } };

/** Spec section 5's English wording of each key ({date} is formatted by the page, {count} a number). */
export const EXPIRY_TEXTS: Record<ExpiryText['key'], string> = {
  none: 'No expiration',
  expired: 'Expired on {date}',
  tomorrow: 'Expires tomorrow',
  inDays: 'Expires in {count} days',
  on: 'Expires {date}',
};

/** Whole days left, rounded up: 20 hours left is 1 day ('Expires tomorrow'). */
function daysLeft(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/**
 * Spec section 5: none → 'No expiration'; past → 'Expired on {date}'; 1 day → 'Expires tomorrow';
 * 2 to 7 days → 'Expires in N days'; otherwise 'Expires {date}'. `date` is the ISO instant.
 */
export function expiryText(expiresAt: When, now: Date = new Date()): ExpiryText {
  const at = toDate(expiresAt);
  if (!at || Number.isNaN(at.getTime())) return { key: 'none' };
  if (at.getTime() <= now.getTime()) return { key: 'expired', params: { date: at.toISOString() } };
  const days = daysLeft(at, now);
  if (days <= 1) return { key: 'tomorrow' };
  if (days <= EXPIRY_IN_DAYS_MAX) return { key: 'inDays', params: { count: days } };
  return { key: 'on', params: { date: at.toISOString() } };
}

/** The 'Access expires soon:' warning: not yet expired, and EXPIRING_SOON_DAYS or fewer days left. */
export function expiresSoon(expiresAt: When, now: Date = new Date()): boolean {
  const at = toDate(expiresAt);
  if (!at || Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return false;
  return daysLeft(at, now) <= EXPIRING_SOON_DAYS;
}

/** The gallery's photo filters (spec section 5): Before/After matches before and after; Progress matches progress and during. */
export const PHOTO_FILTERS = {
  all: null,
  before_after: ['before', 'after'],
  progress: ['progress', 'during'],
} as const satisfies Record<string, readonly string[] | null>;
export type PhotoFilter = keyof typeof PHOTO_FILTERS;

export function matchesPhotoFilter(filter: PhotoFilter, photoType: string): boolean {
  const types: readonly string[] | null = PHOTO_FILTERS[filter];
  return types === null || types.includes(photoType);
}

/** The sizes a gallery or showcase photo is served in. */
export const PHOTO_SIZES = ['thumbnail', 'medium', 'display', 'original'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];
