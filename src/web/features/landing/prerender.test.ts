/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender.tsx';

const landing = (folder: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${folder}/landing.json`, import.meta.url), 'utf8')) as {
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
    const { lang: rendered, markup } = await renderLanding(code);
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
