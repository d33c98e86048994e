import { GEOLOCATION_OPTIONS, PHOTO_MESSAGES } from '../../../shared/photos.ts';

export interface PhotoLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/**
 * The browser's position for a batch of photos (spec section 9: high accuracy, 10 s, cached 5 min).
 * Any failure — no support, refusal, timeout — gives null: the photos are saved without a location.
 * `onUnsupported` runs when the browser has no geolocation at all.
 */
export function currentLocation(onUnsupported?: (message: string) => void): Promise<PhotoLocation | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    console.info(PHOTO_MESSAGES.geolocationUnsupported);
    onUnsupported?.(PHOTO_MESSAGES.geolocationUnsupported);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    // A browser that never answers (a prompt left open) must not hold the upload past the timeout.
    const guard = setTimeout(() => resolve(null), GEOLOCATION_OPTIONS.timeout + 1000);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(guard);
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        });
      },
      () => {
        clearTimeout(guard);
        resolve(null);
      },
      GEOLOCATION_OPTIONS,
    );
  });
}
