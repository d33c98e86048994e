import exifr from 'exifr';
import sharp from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../shared/photos.ts';
import { ContainedError } from '../../platform/contained.ts';
import { AppError } from '../../platform/errors.ts';
import { checkedImageHeader, type ImageLimits } from '../../platform/image-header.ts';
import { sniffImageType } from '../../platform/storage.ts';
import { decodeHeic } from './heic.ts';

export interface SniffedPhoto {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';
  extension: 'jpg' | 'png' | 'webp' | 'heic';
}

/** ISO BMFF brands of HEIC/HEIF still images (the `ftyp` box: major brand, then compatible brands). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'hevc', 'hevx']);

/** The photo's type from its bytes: JPEG, PNG, WebP, or HEIC/HEIF by its ftyp box. Null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): SniffedPhoto | null {
  const image = sniffImageType(bytes);
  if (image) return image as SniffedPhoto;
  // [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4 each…]
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  // AVIF (brand avif) shares the container; it is not a photo type we take.
  if (brands.includes('avif') || brands.includes('avis')) return null;
  return brands.some((b) => HEIF_BRANDS.has(b)) ? { contentType: 'image/heic', extension: 'heic' } : null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export interface ProcessedPhoto {
  display: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
  /** Of the upright image (after EXIF orientation). */
  width: number;
  height: number;
}

/**
 * The display size (long side at most 1600 px), the medium size (800 px) and the thumbnail (400 px), WebP, turned
 * upright (EXIF orientation; HEIF's own rotation) and without metadata (no GPS in the served sizes).
 * A file that cannot be decoded (a damaged file, a HEIC variant libheif does not read) is the
 * uploader's problem: 415 with a message, never a 500.
 */
export async function processPhoto(bytes: Uint8Array, type: SniffedPhoto): Promise<ProcessedPhoto> {
  try {
    const { image, width, height } = await decodeUpright(bytes, type);
    // One decode; every size comes from it.
    const { data, info } = await image
      .resize(PHOTO_LIMITS.display, PHOTO_LIMITS.display, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const [display, medium, thumbnail] = await Promise.all([
      sharp(data, raw).webp({ quality: 82 }).toBuffer(),
      sharp(data, raw)
        .resize(PHOTO_LIMITS.medium, PHOTO_LIMITS.medium, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
      sharp(data, raw)
        .resize(PHOTO_LIMITS.thumbnail, PHOTO_LIMITS.thumbnail, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { display, medium, thumbnail, width, height };
  } catch (err) {
    throw unreadable(err, type.extension === 'heic' ? PHOTO_MESSAGES.heicUnreadable : PHOTO_MESSAGES.unreadable);
  }
}

/** The photos' 415 for a file that does not decode; a decoder too busy to take it is the server's 503. */
function unreadable(err: unknown, message: string) {
  if (err instanceof ContainedError && err.reason === 'busy') return err;
  return Object.assign(new AppError('VALIDATION_ERROR', message, { file: message }, 415), { cause: err });
}

/**
 * A 50-megapixel phone sensor's full size (job photos are shown at 1,600 px at most), and what it
 * takes decoded in 8-bit RGB: more is refused from the header, before decoding (a bomb, ADR 0037).
 */
const DECODED_PHOTO: ImageLimits = { pixels: 50_000_000, decodedBytes: 150_000_000 };
const LOGO_MAX_SIDE = 512;

/**
 * A company logo as it is stored and served publicly: decoded under the photos' pixel limit, upright,
 * at most 512 px on its long side, re-encoded as PNG (keeps transparency; e-mail clients show it)
 * without metadata. Only the re-encoded image is kept, so a file that merely starts like an image
 * (a JPEG header followed by HTML, a truncated file) is refused with the photos' 415.
 */
export async function processLogo(bytes: Uint8Array): Promise<Buffer> {
  try {
    await checkedImageHeader(bytes, DECODED_PHOTO);
    return await sharp(bytes, { failOn: 'error', limitInputPixels: DECODED_PHOTO.pixels })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (err) {
    throw unreadable(err, PHOTO_MESSAGES.unreadable);
  }
}

/** The image, upright, with its upright size. */
async function decodeUpright(bytes: Uint8Array, type: SniffedPhoto) {
  if (type.extension === 'heic') {
    const { width, height, data } = await decodeHeic(bytes, DECODED_PHOTO.pixels);
    return { image: sharp(data, { raw: { width, height, channels: 4 } }), width, height };
  }
  const meta = await checkedImageHeader(bytes, DECODED_PHOTO);
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: DECODED_PHOTO.pixels }).rotate();
  const turned = (meta.orientation ?? 1) >= 5;
  return { image, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

export interface PhotoExif {
  takenAt: Date | null;
  latitude: number | null;
  longitude: number | null;
}

/** The taken time (DateTimeOriginal, else CreateDate) and GPS position from EXIF; nothing when absent or unreadable. */
export async function readExif(bytes: Uint8Array): Promise<PhotoExif> {
  const none: PhotoExif = { takenAt: null, latitude: null, longitude: null };
  try {
    const tags = (await exifr.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      pick: ['DateTimeOriginal', 'CreateDate', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'],
      gps: true,
    })) as { DateTimeOriginal?: unknown; CreateDate?: unknown; latitude?: unknown; longitude?: unknown } | undefined;
    if (!tags) return none;
    const when = [tags.DateTimeOriginal, tags.CreateDate].find(
      (d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()),
    );
    // A camera clock set to 1970 or to the future is not a taken time.
    const takenAt = when && when.getUTCFullYear() >= 1990 && when.getTime() <= Date.now() + 86_400_000 ? when : null;
    const lat = typeof tags.latitude === 'number' && Number.isFinite(tags.latitude) ? tags.latitude : null;
    const lng = typeof tags.longitude === 'number' && Number.isFinite(tags.longitude) ? tags.longitude : null;
    const valid =
      lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
    return { takenAt, latitude: valid ? lat : null, longitude: valid ? lng : null };
  } catch {
    return none;
  }
}
