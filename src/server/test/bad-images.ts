import { crc32, deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

// Malformed images, as an attacker makes them: headers that read, data that does not (not zlib,
// truncated, a bad filter byte, no data at all, an impossible bit depth), and decompression bombs
// (a small file whose header promises hundreds of megabytes). For the image fuzz suite and the
// tests of each image path.

export interface BadImage {
  name: string;
  bytes: Buffer;
  /** The data URL a drawn signature is sent as (PNG variants only). */
  type: 'png' | 'jpeg' | 'webp' | 'heic';
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG from its parts: IHDR's fields, then any chunks (IDAT's data as given, CRCs right). */
export function png(
  width: number,
  height: number,
  depth: number,
  colourType: number,
  chunks: [string, Buffer][],
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colourType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    ...chunks.map(([type, data]) => chunk(type, data)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rows of a `channels`×`depth` image, each with filter byte `filter`, pixels from `fill`. */
function rows(width: number, height: number, bytesPerPixel: number, filter: number, fill = 0x7f) {
  const row = Buffer.alloc(1 + Math.ceil(width * bytesPerPixel), fill);
  row[0] = filter;
  return Buffer.concat(Array.from({ length: height }, () => row));
}

const GARBAGE = Buffer.from('this is not a zlib stream, only text that follows a good header '.repeat(8));

/** Every malformed PNG of issue #37, each small enough for a signature data URL. */
export function badPngs(): BadImage[] {
  const idat = (data: Buffer): [string, Buffer] => ['IDAT', data];
  const goodRgba = deflateSync(rows(40, 20, 4, 0));
  const variants: [string, Buffer][] = [
    ['RGBA, IDAT not zlib', png(40, 20, 8, 6, [idat(GARBAGE)])],
    ['RGBA, IDAT truncated', png(40, 20, 8, 6, [idat(goodRgba.subarray(0, goodRgba.length >> 1))])],
    ['RGBA, bad filter byte', png(40, 20, 8, 6, [idat(deflateSync(rows(40, 20, 4, 9)))])],
    ['RGBA, no IDAT', png(40, 20, 8, 6, [])],
    ['grey+alpha, IDAT not zlib', png(40, 20, 8, 4, [idat(GARBAGE)])],
    ['grey+alpha, bad filter byte', png(40, 20, 8, 4, [idat(deflateSync(rows(40, 20, 2, 7)))])],
    [
      'palette with transparency, IDAT not zlib',
      png(40, 20, 8, 3, [
        ['PLTE', Buffer.from([0, 0, 0, 255, 255, 255])],
        ['tRNS', Buffer.from([0, 255])],
        idat(GARBAGE),
      ]),
    ],
    [
      'palette with transparency, truncated',
      png(40, 20, 8, 3, [
        ['PLTE', Buffer.from([0, 0, 0, 255, 255, 255])],
        ['tRNS', Buffer.from([0, 255])],
        idat(deflateSync(rows(40, 20, 1, 0, 1)).subarray(0, 12)),
      ]),
    ],
    ['bit depth 3', png(40, 20, 3, 0, [idat(deflateSync(rows(40, 20, 3 / 8, 0)))])],
    ['bit depth 16 RGBA, garbage', png(40, 20, 16, 6, [idat(GARBAGE)])],
    ['RGB, rows too short', png(40, 20, 8, 2, [idat(deflateSync(rows(10, 5, 3, 0)))])],
    ['zero width', png(0, 20, 8, 6, [idat(goodRgba)])],
    ['header only', Buffer.concat([SIGNATURE, chunk('IHDR', Buffer.alloc(13))]).subarray(0, 29)],
  ];
  return variants.map(([name, bytes]) => ({ name, bytes, type: 'png' }));
}

/**
 * Issue #37's bomb: a 5000×5000 16-bit RGBA PNG (200 MB of pixels) of ~200 kB. Its rows are zeros
 * with filter 0: valid, so only a limit on what it decodes to refuses it.
 */
export function pngBomb(width = 5000, height = 5000): BadImage {
  const row = Buffer.alloc(1 + width * 8);
  const data = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return {
    name: `PNG bomb ${width}×${height} 16-bit RGBA`,
    bytes: png(width, height, 16, 6, [['IDAT', data]]),
    type: 'png',
  };
}

/** A JPEG's start (SOI, a baseline frame of the given size) followed by `rest`. */
function jpeg(width: number, height: number, rest: Buffer): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, rest]);
}

/** A WebP's RIFF header around `chunks`. */
function webp(chunks: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(chunks.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, chunks]);
}

/** An extended WebP (VP8X) canvas of the given size with nothing after it. */
function webpCanvas(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  return vp8x;
}

const HEIC_FIXTURE = new URL('../modules/photos/fixtures/red-blue-120x80.heic', import.meta.url);

/** The HEIC fixture with its image size (every `ispe` box) claimed as `width`×`height`. */
function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(readFileSync(HEIC_FIXTURE));
  for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return bytes;
}

/** Malformed JPEG, WebP and HEIC files for the photo paths (which take all four). */
export function badPhotos(): BadImage[] {
  const heic = readFileSync(HEIC_FIXTURE);
  const heicGarbage = Buffer.concat([heic.subarray(0, 32), GARBAGE]);
  return [
    { name: 'JPEG, frame then garbage', bytes: jpeg(64, 64, GARBAGE), type: 'jpeg' },
    { name: 'JPEG, header only', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), type: 'jpeg' },
    { name: 'JPEG bomb, 65000×65000 frame', bytes: jpeg(65000, 65000, GARBAGE), type: 'jpeg' },
    { name: 'WebP, header then garbage', bytes: webp(GARBAGE), type: 'webp' },
    {
      name: 'WebP, truncated VP8',
      bytes: webp(Buffer.from('VP8 \x10\x00\x00\x00\x9d\x01\x2a', 'latin1')),
      type: 'webp',
    },
    { name: 'WebP bomb, 16384×16384 canvas', bytes: webp(webpCanvas(16384, 16384)), type: 'webp' },
    { name: 'HEIC, box then garbage', bytes: heicGarbage, type: 'heic' },
    { name: 'HEIC, truncated', bytes: heic.subarray(0, heic.length >> 1), type: 'heic' },
    { name: 'HEIC bomb, claims 60000×60000', bytes: heicClaiming(60000, 60000), type: 'heic' },
  ];
}
