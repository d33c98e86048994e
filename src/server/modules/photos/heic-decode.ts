import { createRequire } from 'node:module';

// The contained worker's task for heic.ts: libheif (WebAssembly) reads the file's image size first,
// and decodes only an image within the pixel limit it is given.

interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type DecodeAll = (input: { buffer: Uint8Array }) => Promise<HeifImage[] & { dispose(): void }>;

const decodeAll = (createRequire(import.meta.url)('heic-decode') as { all: DecodeAll }).all;

export default async function decode({ bytes, maxPixels }: { bytes: Uint8Array; maxPixels: number }) {
  const images = await decodeAll({ buffer: bytes });
  try {
    const image = images[0];
    if (!image) throw new Error('no image in the file');
    if (image.width * image.height > maxPixels) throw new Error(`${image.width}×${image.height} is too large`);
    const { width, height, data } = await image.decode();
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    images.dispose();
  }
}
