import { describe, expect, it } from 'vitest';
import { matrixPath, matrixToSvg, paintMatrix, pngLayout, qrMatrix, svgDataUrl, type Painter } from './qr.ts';

const matrix = [
  [true, true, false],
  [false, true, false],
  [true, false, true],
];

describe('QR code drawing', () => {
  it('encodes a link into a square matrix with the finder patterns in three corners', () => {
    const m = qrMatrix('https://app.example.com/quiz/hardwood-heroes');
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m.every((row) => row.length === m.length)).toBe(true);
    // A finder pattern's top row is 7 dark modules, at the top left and the top right.
    const top = m[0]!;
    expect(top.slice(0, 7).every(Boolean)).toBe(true);
    expect(top.slice(-7).every(Boolean)).toBe(true);
    expect(m[m.length - 1]!.slice(0, 7).every(Boolean)).toBe(true);
  });

  it('draws each horizontal run of dark modules as one rectangle, shifted by the quiet zone', () => {
    expect(matrixPath(matrix, 0)).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z');
    expect(matrixPath(matrix, 4)).toBe('M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
  });

  it('makes a standalone SVG of the chosen size with a white quiet zone', () => {
    const svg = matrixToSvg(matrix, 512);
    expect(svg).toContain('width="512" height="512" viewBox="0 0 11 11"');
    expect(svg).toContain('<rect width="11" height="11" fill="#ffffff"/>');
    expect(svg).toContain('<path d="M4 4h2v1h-2z');
    expect(svgDataUrl(svg)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('keeps whole pixels per module for the PNG', () => {
    // 29 modules + 8 of quiet zone = 37: 512 / 37 ≈ 13.8 → 14 pixels a module, 518 in all.
    expect(pngLayout(29, 512)).toEqual({ scale: 14, pixels: 518 });
    expect(pngLayout(177, 64)).toEqual({ scale: 1, pixels: 185 });
  });

  it('paints the background, then one square per dark module', () => {
    const calls: string[] = [];
    const ctx: Painter = {
      fillStyle: '',
      fillRect(x, y, w, h) {
        calls.push(`${String(this.fillStyle)} ${x},${y} ${w}x${h}`);
      },
    };
    paintMatrix(ctx, matrix, 2, 1);
    expect(calls).toEqual([
      '#ffffff 0,0 10x10',
      '#000000 2,2 2x2',
      '#000000 4,2 2x2',
      '#000000 4,4 2x2',
      '#000000 2,6 2x2',
      '#000000 6,6 2x2',
    ]);
  });
});
