import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../shared/photos.ts';

/** One file of an upload batch: its progress (0–100) and how it ended. */
export interface QueuedUpload {
  key: string;
  fileName: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  /** The server's (or the pre-check's) message, English as the API says it; the page localizes it. */
  error: string | null;
}

export type UploadAction =
  | { type: 'add'; items: QueuedUpload[] }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' };

let counter = 0;

/**
 * The queue entries of a selection: each file its own entry; a file over the size limit fails at once
 * with the server's message (it is never sent). Files beyond PHOTO_LIMITS.filesPerUpload are left out.
 */
export function queueFiles(files: readonly Pick<File, 'name' | 'size'>[]): {
  items: QueuedUpload[];
  skipped: number;
} {
  const kept = files.slice(0, PHOTO_LIMITS.filesPerUpload);
  const items = kept.map((file): QueuedUpload => {
    const tooLarge = file.size > PHOTO_LIMITS.maxBytes;
    return {
      key: `upload-${++counter}`,
      fileName: file.name,
      size: file.size,
      progress: 0,
      status: tooLarge ? 'error' : 'uploading',
      error: tooLarge ? PHOTO_MESSAGES.tooLarge : null,
    };
  });
  return { items, skipped: files.length - kept.length };
}

const update = (queue: QueuedUpload[], key: string, change: (item: QueuedUpload) => QueuedUpload) =>
  queue.map((item) => (item.key === key ? change(item) : item));

export function uploadQueue(queue: QueuedUpload[], action: UploadAction): QueuedUpload[] {
  switch (action.type) {
    case 'add':
      return [...queue, ...action.items];
    case 'progress':
      // Progress only moves forward, and 100 is kept for the server's answer.
      return update(queue, action.key, (item) =>
        item.status !== 'uploading'
          ? item
          : { ...item, progress: Math.max(item.progress, Math.min(99, Math.round(action.fraction * 100))) },
      );
    case 'done':
      return update(queue, action.key, (item) => ({ ...item, status: 'done', progress: 100, error: null }));
    case 'failed':
      return update(queue, action.key, (item) => ({ ...item, status: 'error', error: action.error }));
    case 'dismiss':
      return queue.filter((item) => item.key !== action.key);
    case 'clearFinished':
      return queue.filter((item) => item.status === 'uploading');
  }
}

/** How a batch went, for its toast: counts of files done, failed and still under way. */
export function queueSummary(queue: readonly QueuedUpload[]) {
  return {
    uploading: queue.filter((i) => i.status === 'uploading').length,
    done: queue.filter((i) => i.status === 'done').length,
    failed: queue.filter((i) => i.status === 'error').length,
  };
}

/** The PHOTO_MESSAGES key of a server message, to translate it (undefined: show it as it is). */
export function photoMessageKey(message: string): keyof typeof PHOTO_MESSAGES | undefined {
  return (Object.keys(PHOTO_MESSAGES) as (keyof typeof PHOTO_MESSAGES)[]).find((k) => PHOTO_MESSAGES[k] === message);
}
