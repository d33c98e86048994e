// Project photos (spec sections 3, 8 and 9): vocabularies, limits and texts shared by the server
// and the web. No zod here (photo-inputs.ts holds the input schemas, photo-responses.ts the photo
// as the API returns it), so pages that only show photos stay small.

export const PHOTO_TYPES = ['before', 'after', 'progress', 'during'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The sizes the server makes and serves; `original` is the file as uploaded. */
export const PHOTO_SIZES = ['thumbnail', 'medium', 'display', 'original'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/**
 * A photo's <img srcset>: its medium and display sizes by their long side, so that a phone takes the
 * medium one and a wide screen the display one (with the `sizes` the page lays the image out at).
 */
export const photoSrcSet = (urls: { medium: string; display: string }) =>
  `${urls.medium} ${PHOTO_LIMITS.medium}w, ${urls.display} ${PHOTO_LIMITS.display}w`;

/** The photo viewers' `sizes` (a dialog across the screen, at most 64rem wide). */
export const PHOTO_VIEWER_SIZES = '(min-width: 1024px) 1024px, 100vw';

/** Gallery filters (spec section 5): Before/After matches before and after; Progress matches progress and during. */
export const PHOTO_FILTERS = {
  all: [] as PhotoType[],
  beforeAfter: ['before', 'after'] as PhotoType[],
  progress: ['progress', 'during'] as PhotoType[],
} as const;

export const PHOTO_LIMITS = {
  /** Each file, in bytes (25 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** Files the web sends in one selection (one request each). */
  filesPerUpload: 20,
  /** Long side of the thumbnail, in pixels. */
  thumbnail: 400,
  /** Long side of the medium size, in pixels: a phone's screen width at 2× (srcset picks it there). */
  medium: 800,
  /** Long side of the display size, in pixels. */
  display: 1600,
  fileName: 255,
  description: 2000,
  stage: 100,
} as const;

/** What the upload accepts, as sniffed from the bytes (HEIC only when the server can decode it). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** For the file picker's `accept`. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const PHOTO_MESSAGES = {
  // Spec section 8, exactly.
  loadFailed: 'Failed to load project photos',
  uploaded: 'Photo uploaded successfully',
  uploadFailed: 'Failed to upload photo',
  updated: 'Photo updated successfully',
  deleted: 'Photo deleted successfully',
  updateFailed: 'Failed to update photo',
  deleteFailed: 'Failed to delete photo',
  notFound: 'Photo not found',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  // Ours.
  badType: 'This file is not a JPEG, PNG, WebP or HEIC image',
  tooLarge: 'Each photo must be 25 MB or smaller',
  missing: 'Choose a photo to upload',
  heicUnreadable: 'This HEIC photo cannot be read here; export it as JPEG',
  unreadable: 'This image could not be read; it may be damaged',
} as const;

/** Browser geolocation for photos (spec section 9): high accuracy, 10 s timeout, cached up to 5 minutes. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 } as const;

/** Spec section 3's defaults. */
export const PHOTO_DEFAULTS = { photoType: 'progress' as PhotoType, isClientVisible: true, isPortfolioWorthy: false };

export const photoUrl = (id: string, size: PhotoSize) => `/api/v1/photos/${id}/${size}`;
