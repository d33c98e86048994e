import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageLanguage, PageTexts } from '../platform/page-head.ts';

/** index.html as `vite build` writes it: the parts the page head replaces or follows. */
export const BUILT_INDEX_HTML =
  '<!doctype html><html lang="en-US"><head><meta name="description" content="Floor Pro app">' +
  '<title>Floor Pro</title><script src="/theme-init.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = {
  en: {
    appName: 'Floor Pro',
    titles: { landing: 'Flooring software', login: 'Sign in', gallery: 'Project gallery', quiz: 'Free estimate' },
    descriptions: { app: 'The app', gallery: 'Your project with {{company}}.', showcase: 'A project by {{company}}.' },
  },
  pt: {
    appName: 'Floor Pro',
    titles: { landing: 'Software de pisos', login: 'Entrar', gallery: 'Galeria do projeto', quiz: 'Orçamento grátis' },
    descriptions: { app: 'O app', gallery: 'Sua obra com {{company}}.', showcase: 'Uma obra de {{company}}.' },
  },
};

/** A built web app in a temporary folder (index.html, the head texts, and `files`), for staticSite. */
export function fakeWebRoot(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'floorpro-web-'));
  writeFileSync(join(root, 'index.html'), BUILT_INDEX_HTML);
  writeFileSync(join(root, 'page-head.json'), JSON.stringify(PAGE_TEXTS));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

/** What a browser sends when it opens a page (not a link preview or a fetch). */
export const NAVIGATION = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };

/** The inlined first view of a page's HTML, or null. */
export function inlinedData(html: string): { api: string; value: unknown } | null {
  const found = /<script type="application\/json" id="page-data" data-api="([^"]*)">(.*?)<\/script>/s.exec(html);
  return found ? { api: found[1]!.replace(/&amp;/g, '&'), value: JSON.parse(found[2]!) as unknown } : null;
}
