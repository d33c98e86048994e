import { describe, expect, it } from 'vitest';
import {
  cameraProblem,
  captureFileName,
  capturesReducer,
  initialJobId,
  nextDeviceId,
  type Capture,
} from './camera-state.ts';

describe('initialJobId', () => {
  const ids = ['a', 'b', 'c'];
  it('prefers the URL job, then the remembered one, each only when open', () => {
    expect(initialJobId(ids, 'b', 'c')).toBe('b');
    expect(initialJobId(ids, 'closed', 'c')).toBe('c');
    expect(initialJobId(ids, null, 'gone')).toBe('a');
    expect(initialJobId([], 'a', 'a')).toBeUndefined();
  });
});

describe('captureFileName', () => {
  it('is photo-<local time>.jpg', () => {
    expect(captureFileName(new Date(2026, 0, 5, 7, 8, 9, 12))).toBe('photo-20260105-070809-012.jpg');
  });
});

describe('nextDeviceId', () => {
  it('cycles through two or more cameras and offers nothing with one', () => {
    expect(nextDeviceId(['x'], 'x')).toBeUndefined();
    expect(nextDeviceId(['x', 'y'], 'x')).toBe('y');
    expect(nextDeviceId(['x', 'y'], 'y')).toBe('x');
    expect(nextDeviceId(['x', 'y'], undefined)).toBe('x');
  });
});

describe('cameraProblem', () => {
  it('tells a refusal from a missing camera', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('none');
    expect(cameraProblem(new Error('boom'))).toBe('failed');
  });
});

describe('capturesReducer', () => {
  const capture = (key: string): Capture => ({
    key,
    file: new File(['x'], `${key}.jpg`),
    previewUrl: `blob:${key}`,
    progress: 0,
    status: 'uploading',
  });
  it('adds newest first and follows one upload to done without touching the others', () => {
    let state = capturesReducer([], { type: 'add', capture: capture('1') });
    state = capturesReducer(state, { type: 'add', capture: capture('2') });
    expect(state.map((c) => c.key)).toEqual(['2', '1']);
    state = capturesReducer(state, { type: 'progress', key: '1', progress: 40 });
    state = capturesReducer(state, { type: 'progress', key: '1', progress: 20 });
    expect(state[1]!.progress).toBe(40);
    state = capturesReducer(state, { type: 'done', key: '1' });
    expect(state[1]).toMatchObject({ status: 'done', progress: 100 });
    expect(state[0]).toMatchObject({ status: 'uploading', progress: 0 });
  });
  it('marks a failure and starts over on retry', () => {
    let state = capturesReducer([], { type: 'add', capture: capture('1') });
    state = capturesReducer(state, { type: 'progress', key: '1', progress: 60 });
    state = capturesReducer(state, { type: 'failed', key: '1', error: 'Too large' });
    expect(state[0]).toMatchObject({ status: 'failed', error: 'Too large' });
    state = capturesReducer(state, { type: 'progress', key: '1', progress: 90 });
    expect(state[0]!.progress).toBe(60);
    state = capturesReducer(state, { type: 'retry', key: '1' });
    expect(state[0]).toMatchObject({ status: 'uploading', progress: 0, error: undefined });
  });
});
