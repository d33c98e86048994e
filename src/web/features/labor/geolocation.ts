/** A point on the map, as the clock-in and clock-out calls take it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** How long the clock waits for the phone's position before going on without it. */
export const LOCATION_TIMEOUT_MS = 6000;

/**
 * Where the phone is, asked once with a short timeout; null when the browser has no geolocation,
 * the member refuses, or no position comes in time (the clock never waits on it for long: some
 * browsers do not count the time a permission prompt stays open, so a timer of ours caps it too).
 */
export function currentPosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = globalThis.navigator?.geolocation,
  timeoutMs = LOCATION_TIMEOUT_MS,
): Promise<GeoPoint | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (point: GeoPoint | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(point);
    };
    const timer = setTimeout(() => finish(null), timeoutMs + 1000);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => finish({ latitude: coords.latitude, longitude: coords.longitude }),
        () => finish(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      finish(null);
    }
  });
}
