/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title.ts';

const web = new URL('../', import.meta.url);
const source = (path: string) => readFileSync(new URL(path, web), 'utf8');
const enTitles = JSON.parse(source('locales/en/titles.json')) as Record<string, string>;

/** The files of the pages the route tables load (`lazy(() => import('./features/…'))`). */
function routedPages(): string[] {
  return ['router.tsx', 'dashboard-routes.tsx'].flatMap((table) =>
    [...source(table).matchAll(/lazy\(\(\) =>\s*import\('\.\/(features\/[^']+Page\.tsx)'\)/g)].map((m) => m[1]!),
  );
}

describe('document titles', () => {
  it('are "<page> · Floor Pro"', () => {
    expect(documentTitle('Leads', 'Floor Pro')).toBe('Leads · Floor Pro');
  });

  it('every routed page titles its tab, with a title that exists in the English texts', () => {
    const pages = routedPages();
    expect(pages.length).toBeGreaterThanOrEqual(25);
    for (const page of pages) {
      const text = source(page);
      // The gallery and showcase call it in their loading and failure states, and the private links'
      // pages through TokenPage's titleKey; PublicPageFrame titles them once loaded.
      expect(text, `${page} calls useDocumentTitle`).toMatch(/useDocumentTitle\(|<TokenPage titleKey=/);
      const keys = [...text.matchAll(/['"]titles\.(\w+)['"]/g)].map((m) => m[1]!);
      expect(keys.length, `${page} names its title`).toBeGreaterThan(0);
      for (const key of keys) expect(enTitles[key], `${page}: titles.${key}`).toBeTruthy();
    }
  });

  it('no page is titled with the bare app name', () => {
    for (const [key, title] of Object.entries(enTitles)) expect(title, key).not.toBe('Floor Pro');
  });
});
