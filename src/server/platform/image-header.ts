import sharp from 'sharp';

// A decompression bomb is a small file whose header promises a huge image (issue #37: a 194 kB PNG
// of 5000×5000 16-bit RGBA pixels, 200 MB once decoded). Every image someone sends is checked here,
// from its header alone, before anything decodes its pixels (ADR 0037).

export interface ImageLimits {
  /** Pixels (width × height) at most. */
  pixels: number;
  /** Decoded bytes (pixels × channels × bytes a sample) at most. */
  decodedBytes: number;
}

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

/**
 * The image's header as sharp reads it, without decoding its pixels. Throws for a header sharp
 * cannot read (an impossible bit depth, a truncated header) and for an image over `limits`.
 */
export async function checkedImageHeader(bytes: Uint8Array, limits: ImageLimits) {
  const meta = await sharp(bytes, { limitInputPixels: limits.pixels }).metadata();
  const decoded = meta.width * meta.height * (meta.channels ?? 4) * (BYTES_PER_SAMPLE[meta.depth ?? ''] ?? 8);
  if (meta.width * meta.height > limits.pixels || decoded > limits.decodedBytes) {
    throw new Error(`${meta.width}×${meta.height} decodes to ${decoded} bytes`);
  }
  return meta;
}
