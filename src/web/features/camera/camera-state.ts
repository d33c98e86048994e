/** The camera page's small rules, apart from React so they can be tested. */

/** Where the last chosen job is remembered (per browser). */
export const LAST_JOB_KEY = 'floorpro.camera.job';

/** JPEG quality of a captured frame. */
export const JPEG_QUALITY = 0.9;

/**
 * The job to preselect: the URL's ?job=, else the last chosen, else the first open job — each only
 * when it is among the open jobs (a closed or foreign id falls through).
 */
export function initialJobId(
  jobIds: readonly string[],
  fromUrl: string | null,
  remembered: string | null,
): string | undefined {
  for (const candidate of [fromUrl, remembered]) if (candidate && jobIds.includes(candidate)) return candidate;
  return jobIds[0];
}

/** The name of a captured photo: `photo-<time>.jpg`, the time as YYYYMMDD-HHMMSS-mmm (local). */
export function captureFileName(at: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}-${pad(at.getMilliseconds(), 3)}`;
  return `photo-${date}-${time}.jpg`;
}

/** The camera after the current one (wrapping), for the switch button; undefined when there is none to switch to. */
export function nextDeviceId(deviceIds: readonly string[], current: string | undefined): string | undefined {
  if (deviceIds.length < 2) return undefined;
  const index = current ? deviceIds.indexOf(current) : -1;
  return deviceIds[(index + 1) % deviceIds.length];
}

/** Why the live camera is not there. */
export type CameraProblem = 'denied' | 'none' | 'unsupported' | 'failed';

/** A getUserMedia failure as one of the page's messages. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}

/** One photo of this session: its preview, its upload's progress (0–100) and how it ended. */
export interface Capture {
  key: string;
  file: File;
  previewUrl: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string | undefined;
}

export type CaptureAction =
  | { type: 'add'; capture: Capture }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error?: string | undefined }
  | { type: 'retry'; key: string };

/** The session's captures, newest first. */
export function capturesReducer(captures: Capture[], action: CaptureAction): Capture[] {
  if (action.type === 'add') return [action.capture, ...captures];
  return captures.map((c) => {
    if (c.key !== action.key) return c;
    switch (action.type) {
      case 'progress':
        return c.status === 'uploading' ? { ...c, progress: Math.max(c.progress, action.progress) } : c;
      case 'done':
        return { ...c, status: 'done', progress: 100, error: undefined };
      case 'failed':
        return { ...c, status: 'failed', error: action.error };
      case 'retry':
        return { ...c, status: 'uploading', progress: 0, error: undefined };
    }
  });
}
