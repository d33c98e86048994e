import sharp from 'sharp';
import { APPROVAL_LIMITS, APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { invalidInput } from '../../platform/errors.ts';

// A drawn signature is the one image on a client's link that nobody signed in sent: it is read
// whole, by sharp, before anything else touches it, and only the image sharp writes again goes on
// (into the signed PDF and the store). Bytes that merely start like a PNG never reach a renderer.

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Channels per pixel of each PNG colour type (greyscale, RGB, palette, grey+alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The bit depths each colour type may have (PNG spec, IHDR). */
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** What the PNG's header says it will take to decode: its size, and its pixels' bytes. */
export function pngHeader(bytes: Buffer): { width: number; height: number; decodedBytes: number } | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const colourType = bytes[25]!;
  if (!width || !height || !DEPTHS[colourType]?.includes(depth)) return null;
  return { width, height, decodedBytes: Math.ceil((width * height * CHANNELS[colourType]! * depth) / 8) };
}

/**
 * The signature of a PNG data URL, decoded whole and drawn again as a small 8-bit RGB PNG on white
 * (at most APPROVAL_LIMITS.signatureOut pixels a side): what the signed PDF shows and the store keeps.
 * Refused with the field's 400 before any decoding when the header promises more than
 * APPROVAL_LIMITS.signatureDecodedBytes (a decompression bomb), and when sharp cannot read it all.
 */
export async function normalisedSignature(dataUrl: string): Promise<Buffer> {
  const invalid = () => invalidInput({ signature: APPROVAL_MESSAGES.signatureInvalid });
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > APPROVAL_LIMITS.signatureBytes) throw invalid();
  const header = pngHeader(bytes);
  if (!header || header.decodedBytes > APPROVAL_LIMITS.signatureDecodedBytes) throw invalid();
  try {
    return await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: APPROVAL_LIMITS.signaturePixels,
      sequentialRead: true,
    })
      .flatten({ background: '#ffffff' })
      .resize(APPROVAL_LIMITS.signatureOut.width, APPROVAL_LIMITS.signatureOut.height, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalid();
  }
}
