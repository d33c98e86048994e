import sharp from 'sharp';
import { APPROVAL_LIMITS, APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { invalidInput } from '../../platform/errors.ts';
import { checkedImageHeader, type ImageLimits } from '../../platform/image-header.ts';

// A drawn signature is the one image on a client's link that nobody signed in sent: it is read
// whole, by sharp, before anything else touches it, and only the image sharp writes again goes on
// (into the signed PDF and the store). Bytes that merely start like a PNG never reach a renderer.

/** A drawn signature: a 2× phone canvas needs about 1 MP and 4 MB; the rest is a bomb. */
const SIGNATURE_LIMITS: ImageLimits = {
  pixels: APPROVAL_LIMITS.signaturePixels,
  decodedBytes: APPROVAL_LIMITS.signatureDecodedBytes,
};

/**
 * The signature of a PNG data URL, decoded whole and drawn again as a small 8-bit RGB PNG on white
 * (at most APPROVAL_LIMITS.signatureOut pixels a side): what the signed PDF shows and the store keeps.
 * Refused with the field's 400 before any decoding when its header is not a PNG's or promises more
 * than SIGNATURE_LIMITS (a decompression bomb), and when sharp cannot read it all.
 */
export async function normalisedSignature(dataUrl: string): Promise<Buffer> {
  const invalid = () => invalidInput({ signature: APPROVAL_MESSAGES.signatureInvalid });
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > APPROVAL_LIMITS.signatureBytes) throw invalid();
  try {
    const header = await checkedImageHeader(bytes, SIGNATURE_LIMITS);
    if (header.format !== 'png') throw new Error(`a ${header.format} is not a drawn signature`);
    return await sharp(bytes, { failOn: 'error', limitInputPixels: SIGNATURE_LIMITS.pixels, sequentialRead: true })
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
