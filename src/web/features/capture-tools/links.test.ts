import { describe, expect, it } from 'vitest';
import { captureLinks, embedSnippet, isQrUrl, qrFileName, qrGeneratorPath } from './links.ts';

const origin = 'https://app.example.com';
const id = '5b8e2a9c-3c4e-4f1a-9d6b-0a1b2c3d4e5f';

describe('capture links', () => {
  it('use the slug when the company has one', () => {
    expect(captureLinks(origin, { id, slug: 'hardwood-heroes' })).toEqual({
      quiz: 'https://app.example.com/quiz/hardwood-heroes',
      serviceQuiz: 'https://app.example.com/service-quiz?company=hardwood-heroes',
    });
  });

  it('use the company id without a slug', () => {
    expect(captureLinks(origin, { id, slug: null })).toEqual({
      quiz: `https://app.example.com/quiz?company=${id}`,
      serviceQuiz: `https://app.example.com/service-quiz?company=${id}`,
    });
  });

  it('embed the quiz in an iframe, escaping the attributes', () => {
    expect(embedSnippet('https://a.example/quiz?company=x&y=1', 'Oak "Floors"')).toBe(
      '<iframe src="https://a.example/quiz?company=x&amp;y=1" title="Oak &quot;Floors&quot;" width="100%" height="720" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('open the QR generator with the link', () => {
    expect(qrGeneratorPath('https://a.example/quiz?company=x')).toBe(
      '/dashboard/tools/qr-generator?url=https%3A%2F%2Fa.example%2Fquiz%3Fcompany%3Dx',
    );
  });
});

describe('QR links', () => {
  it('accept https addresses and this site, nothing else', () => {
    expect(isQrUrl('https://oakfloors.com/contact', origin)).toBe(true);
    expect(isQrUrl('http://localhost:3000/quiz/x', 'http://localhost:3000')).toBe(true);
    expect(isQrUrl('http://oakfloors.com', origin)).toBe(false);
    expect(isQrUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isQrUrl('oakfloors.com', origin)).toBe(false);
    expect(isQrUrl('', origin)).toBe(false);
  });

  it('name the download after the link', () => {
    expect(qrFileName('https://a.example/quiz/hardwood-heroes', 'svg')).toBe('qr-hardwood-heroes.svg');
    expect(qrFileName('https://a.example/service-quiz?company=oak', 'png')).toBe('qr-oak.png');
    expect(qrFileName('https://oakfloors.com/', 'png')).toBe('qr-oakfloors-com.png');
    expect(qrFileName('not a url', 'svg')).toBe('qr-link.svg');
  });
});
