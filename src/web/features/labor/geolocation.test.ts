import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation.ts';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

function fakeGeolocation(behave: (success: Success, failure: (error: unknown) => void) => void) {
  return {
    getCurrentPosition: vi.fn((success: Success, failure: (error: unknown) => void) => behave(success, failure)),
  } as unknown as Pick<Geolocation, 'getCurrentPosition'>;
}

afterEach(() => vi.useRealTimers());

describe('currentPosition', () => {
  it("gives the phone's position", async () => {
    const geo = fakeGeolocation((ok) => ok({ coords: { latitude: 40.7128, longitude: -74.006 } }));
    await expect(currentPosition(geo)).resolves.toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: 6000 }),
    );
  });

  it('goes on without it when refused, unavailable or absent', async () => {
    await expect(currentPosition(fakeGeolocation((_, fail) => fail({ code: 1 })))).resolves.toBeNull();
    await expect(currentPosition(undefined)).resolves.toBeNull();
    const throwing = fakeGeolocation(() => {
      throw new Error('blocked by policy');
    });
    await expect(currentPosition(throwing)).resolves.toBeNull();
  });

  it('never waits past its timeout, even when the browser never answers', async () => {
    vi.useFakeTimers();
    const silent = currentPosition(
      fakeGeolocation(() => {}),
      2000,
    );
    await vi.advanceTimersByTimeAsync(3000);
    await expect(silent).resolves.toBeNull();
  });
});
