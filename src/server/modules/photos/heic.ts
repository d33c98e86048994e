import { containedPool } from '../../platform/contained.ts';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, already turned as the file says (HEIF's own rotation and mirroring). */
  data: Uint8Array;
}

// libvips' prebuilt binaries have no HEVC decoder, so HEIC goes through libheif compiled to WebAssembly.
// It decodes on the thread that calls it (~1.4 s for a 12 MP iPhone photo here), so it runs on a
// contained worker (ADR 0037): the server keeps answering meanwhile, and a file that makes libheif
// throw, loop or take memory ends that worker only. A worker per decode: WebAssembly memory only grows.
const decoding = containedPool<{ bytes: Uint8Array; maxPixels: number }, DecodedImage>({
  name: 'heic',
  entry: new URL('./heic-decode.ts', import.meta.url),
  size: 2,
  timeoutMs: 30_000,
  maxMemoryMb: 256,
  maxQueue: 20,
  oneTaskPerWorker: true,
});

/** Decodes a HEIC/HEIF still image of at most `maxPixels`; rejects when the file cannot be read. */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  return decoding.run({ bytes, maxPixels });
}
