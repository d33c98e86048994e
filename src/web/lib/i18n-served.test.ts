import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, storedLanguage } from './i18n.ts';

// The language of a page the server sent (ADR 0019): what is stored wins, else the page's own.
describe('the stored language and the served page', () => {
  const storage = new Map<string, string>();
  const page = { documentElement: { lang: 'en-US' }, cookie: '' };
  beforeEach(() => {
    storage.clear();
    page.documentElement.lang = 'en-US';
    page.cookie = '';
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    });
    vi.stubGlobal('document', page);
  });

  it('with nothing stored, is the language the page was sent in', () => {
    expect(storedLanguage()).toBe('en');
    page.documentElement.lang = 'pt-BR';
    expect(storedLanguage()).toBe('pt');
  });

  it('a stored choice wins over the page, and is told to the server by a cookie', async () => {
    page.documentElement.lang = 'pt-BR';
    storage.set('floorpro.language', 'en');
    expect(storedLanguage()).toBe('en');
    await setLanguage('pt');
    expect(page.cookie).toBe('floorpro.language=pt; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(storedLanguage()).toBe('pt');
  });
});
