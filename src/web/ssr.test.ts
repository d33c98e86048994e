/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PublicShowcase } from '../shared/share-responses.ts';
import { renderPage } from './ssr.tsx';

const landing = (folder: string) =>
  JSON.parse(readFileSync(new URL(`./locales/${folder}/landing.json`, import.meta.url), 'utf8')) as {
    hero: { title: string };
    trial: { start: string };
    faq: { title: string };
  };

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe("the build's prerender of /landing", () => {
  it.each([
    ['en', 'en', 'en-US'],
    ['pt', 'pt-BR', 'pt-BR'],
  ] as const)('writes the whole page in %s: headline, sections and calls to action', async (code, folder, lang) => {
    const texts = landing(folder);
    const { lang: rendered, markup } = await renderPage({ url: '/landing', language: code });
    expect(rendered).toBe(lang);
    expect(markup).toContain(`<h1 id="hero-title"`);
    expect(markup).toContain(`>${html(texts.hero.title)}</h1>`);
    expect(markup).toContain(html(texts.trial.start));
    expect(markup).toContain(html(texts.faq.title));
    for (const section of ['features', 'testimonials', 'pricing', 'faq']) expect(markup).toContain(`id="${section}"`);
    // Through the app's routes, not their spinner: the lazy page was waited for.
    expect(markup).toContain('<main id="main"');
  });
});

describe("the server's render of a showcase (ADR 0022)", () => {
  const token = 'tok';
  const photo = (i: number) => {
    const base = `/api/v1/showcase/${token}/photos/p${i}`;
    return {
      id: `00000000-0000-4000-8000-00000000000${i}`,
      photoType: 'after' as const,
      // Late on the 1st in UTC: the 1st or the 2nd depending on the visitor's time zone.
      takenAt: '2026-03-01T23:30:00.000Z',
      urls: { thumbnail: `${base}/thumbnail`, medium: `${base}/medium`, display: `${base}/display` },
    };
  };
  const showcase: PublicShowcase = {
    company: { name: 'Oak & Pine <Floors>', logoUrl: null, email: null, phone: null, website: null },
    showcase: {
      title: 'Walnut $& herringbone',
      description: null,
      isFeatured: false,
      viewCount: 3,
      featuredImage: photo(1).urls,
    },
    job: { address: null, squareFeet: 640, startDate: '2026-03-02', status: 'completed' },
    photos: [1, 2, 3, 4, 5, 6].map(photo),
  };

  it('draws the page from its first view: text escaped, the photo at the size a phone needs, nothing the visitor decides', async () => {
    const api = `/api/v1/showcase/${token}`;
    const { markup } = await renderPage({ url: `/showcase/${token}`, language: 'en', data: { api, value: showcase } });
    expect(markup).toContain('Walnut $&amp; herringbone</h1>');
    expect(markup).toContain('Oak &amp; Pine &lt;Floors&gt;');
    expect(markup).toContain(
      `srcSet="${showcase.photos[0]!.urls.medium} 800w, ${showcase.photos[0]!.urls.display} 1600w"`,
    );
    // Thumbnails ask for no file until they come near the screen, which only the browser knows.
    expect(markup).not.toContain('/p2/thumbnail"');
    // No style attribute (the CSP refuses them in markup), no date (the visitor's time zone decides it).
    expect(markup).not.toMatch(/ style="/);
    expect(markup).not.toMatch(/Mar(ch)? [12]\b/);
    // Not the spinner: the lazy page and its locale bundle were waited for.
    expect(markup).toContain('<main id="main"');
  });

  it("another page's first view is not this page's: it renders its loading state", async () => {
    const { markup } = await renderPage({
      url: `/showcase/${token}`,
      language: 'pt',
      data: { api: '/api/v1/showcase/other', value: showcase },
    });
    expect(markup).not.toContain('Walnut');
  });
});
