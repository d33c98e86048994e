import { encode } from 'uqr';

/** A QR code's modules, row by row: true is dark. */
export type QrMatrix = readonly (readonly boolean[])[];

/** The light margin a scanner needs around the code, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4;
/** The sizes offered for download, in pixels (SVG width and height; the PNG comes as close as whole pixels allow). */
export const QR_SIZES = [256, 512, 1024] as const;
export type QrSize = (typeof QR_SIZES)[number];

/** Encodes text with medium error correction (a printed code survives a smudge), without a border. */
export function qrMatrix(text: string): QrMatrix {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** An SVG path drawing the dark modules, one subpath per horizontal run, shifted by the quiet zone. */
export function matrixPath(matrix: QrMatrix, offset = QUIET_ZONE): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/** A standalone SVG document of the code, `size` pixels wide and high. */
export function matrixToSvg(matrix: QrMatrix, size: number, quietZone = QUIET_ZONE): string {
  const extent = matrix.length + 2 * quietZone;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#ffffff"/>` +
    `<path d="${matrixPath(matrix, quietZone)}" fill="#000000"/>` +
    '</svg>'
  );
}

/** An SVG as a data: address, for an <img> (our CSP allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Whole pixels per module, so that edges stay sharp, and the PNG's side: as close to `size` as that allows. */
export function pngLayout(modules: number, size: number, quietZone = QUIET_ZONE): { scale: number; pixels: number } {
  const extent = modules + 2 * quietZone;
  const scale = Math.max(1, Math.round(size / extent));
  return { scale, pixels: scale * extent };
}

/** The part of a 2D canvas context that painting a code needs. */
export type Painter = Pick<CanvasRenderingContext2D, 'fillRect'> & { fillStyle: CanvasRenderingContext2D['fillStyle'] };

/** Paints the code onto a canvas of `pngLayout(...).pixels` square: white background, black modules. */
export function paintMatrix(ctx: Painter, matrix: QrMatrix, scale: number, quietZone = QUIET_ZONE): void {
  const pixels = (matrix.length + 2 * quietZone) * scale;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, pixels, pixels);
  ctx.fillStyle = '#000000';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) ctx.fillRect((x + quietZone) * scale, (y + quietZone) * scale, scale, scale);
    }),
  );
}
