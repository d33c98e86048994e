import type { Company } from '../../../shared/company-responses.ts';

/** What the capture tools need of the company (GET /api/v1/company returns more). */
export type CaptureCompany = Pick<Company, 'id' | 'name' | 'slug'>;

export type CaptureLinkKind = 'quiz' | 'serviceQuiz';
export const CAPTURE_LINK_KINDS: readonly CaptureLinkKind[] = ['quiz', 'serviceQuiz'];

/**
 * The company's public capture links (spec section 2): /quiz/{slug}, or /quiz?company={id} while
 * the company has no slug, and /service-quiz?company={slug or id}.
 */
export function captureLinks(
  origin: string,
  company: Pick<CaptureCompany, 'id' | 'slug'>,
): Record<CaptureLinkKind, string> {
  const ref = encodeURIComponent(company.slug ?? company.id);
  return {
    quiz: company.slug ? `${origin}/quiz/${ref}` : `${origin}/quiz?company=${ref}`,
    serviceQuiz: `${origin}/service-quiz?company=${ref}`,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML a company pastes into its own site to show the quiz. */
export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

/** The QR generator with a link chosen. */
export function qrGeneratorPath(url: string): string {
  return `/dashboard/tools/qr-generator?url=${encodeURIComponent(url)}`;
}

/** A link worth a QR code: any https address, or one of this site's (http on a local server). */
export function isQrUrl(value: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' || url.origin === origin;
}

/** A download's file name for a link: its last path part or company reference, kept to safe characters. */
export function qrFileName(url: string, extension: 'svg' | 'png'): string {
  let stem = 'link';
  try {
    const parsed = new URL(url);
    const last =
      parsed.searchParams.get('company') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? parsed.hostname;
    stem =
      last
        .replace(/[^a-zA-Z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'link';
  } catch {
    // keep "link"
  }
  return `qr-${stem}.${extension}`;
}
