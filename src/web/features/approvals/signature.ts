import { APPROVAL_LIMITS, SIGNATURE_DATA_URL } from '../../../shared/approvals.ts';

/** The bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export type SignatureProblem = 'signatureRequired' | 'signatureInvalid';

/**
 * Why a signature image would be refused (the server's own rules: a PNG data URL within the size
 * limit), or null when it will do. Keys of APPROVAL_MESSAGES, which the page translates.
 */
export function signatureProblem(dataUrl: string | null): SignatureProblem | null {
  if (!dataUrl) return 'signatureRequired';
  if (!SIGNATURE_DATA_URL.test(dataUrl)) return 'signatureInvalid';
  if (dataUrlBytes(dataUrl) > APPROVAL_LIMITS.signatureBytes) return 'signatureInvalid';
  return null;
}

/** Script fonts the systems carry (no web font is fetched: the CSP allows none from elsewhere). */
export const SCRIPT_FONTS = '"Segoe Script", "Snell Roundhand", "Brush Script MT", "URW Chancery L", cursive';

/**
 * The font size a typed signature is drawn at: as large as fits the canvas's height (60 %) and,
 * measured at that size, its width (90 %), never under 12 px.
 */
export function typedSignatureSize(widthAtOnePx: number, canvasWidth: number, canvasHeight: number): number {
  const byHeight = canvasHeight * 0.6;
  const byWidth = widthAtOnePx > 0 ? (canvasWidth * 0.9) / widthAtOnePx : byHeight;
  return Math.max(12, Math.floor(Math.min(byHeight, byWidth)));
}

/** The pixel ratio the canvas is drawn at: the screen's, at most 2, so the image stays small. */
export const canvasRatio = (devicePixelRatio: number): number => Math.min(2, Math.max(1, devicePixelRatio || 1));
