import { describe, expect, it } from 'vitest';
import { isFullScreen } from './nav.ts';

describe('full-screen layouts (no bottom bar)', () => {
  it.each([
    '/dashboard/camera',
    '/dashboard/measurements',
    '/dashboard/estimates/preview',
    '/dashboard/client-gallery/x',
  ])('%s is full screen', (path) => expect(isFullScreen(path)).toBe(true));
  it.each(['/dashboard', '/dashboard/estimates', '/dashboard/tools/measurements', '/dashboard/cameras'])(
    '%s is not',
    (path) => expect(isFullScreen(path)).toBe(false),
  );
});
