/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTheme, resolveTheme, type Theme } from './theme.ts';

const THEMES: Theme[] = ['light', 'dark', 'system'];
const initScript = readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8');

/** A browser just big enough for the theme code: storage, the OS preference and <html>'s classes. */
function fakeBrowser(stored: Record<string, string>, systemDark: boolean, pathname = '/dashboard') {
  const storage = new Map(Object.entries(stored));
  const classes = new Set<string>();
  const osListeners: Array<() => void> = [];
  const media = {
    get matches() {
      return systemDark;
    },
    addEventListener: (_type: string, listener: () => void) => osListeners.push(listener),
  };
  return {
    storage,
    classes,
    location: { pathname },
    setSystemDark(dark: boolean) {
      systemDark = dark;
      osListeners.forEach((listener) => listener());
    },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    matchMedia: (query: string) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return media;
    },
    document: {
      documentElement: {
        classList: {
          toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name), force),
        },
      },
    },
  };
}

/** Runs public/theme-init.js as the browser would, before any of our modules, and says if it set dark. */
function runInitScript(stored: Record<string, string>, systemDark: boolean, pathname: string): boolean {
  const browser = fakeBrowser(stored, systemDark, pathname);
  new Function('localStorage', 'matchMedia', 'document', 'location', initScript)(
    browser.localStorage,
    browser.matchMedia,
    browser.document,
    browser.location,
  );
  return browser.classes.has('dark');
}

describe('resolveTheme', () => {
  it('is always light when nobody is signed in', () => {
    for (const theme of THEMES) {
      expect(resolveTheme(theme, false, true)).toBe('light');
      expect(resolveTheme(theme, false, false)).toBe('light');
    }
  });

  it('signed in: light and dark are kept whatever the OS says', () => {
    for (const systemDark of [true, false]) {
      expect(resolveTheme('light', true, systemDark)).toBe('light');
      expect(resolveTheme('dark', true, systemDark)).toBe('dark');
    }
  });

  it('signed in with system: follows the OS', () => {
    expect(resolveTheme('system', true, true)).toBe('dark');
    expect(resolveTheme('system', true, false)).toBe('light');
  });
});

describe('light-only pages', () => {
  it("a company's gallery, showcase and quiz stay light whoever opens them", () => {
    for (const path of ['/gallery/abc', '/showcase/abc', '/quiz', '/quiz/oak-floors', '/service-quiz']) {
      expect(resolveTheme('dark', true, true, path), path).toBe('light');
    }
    for (const path of ['/dashboard', '/landing', '/gallery-old', '/dashboard/jobs/1/gallery']) {
      expect(resolveTheme('dark', true, false, path), path).toBe('dark');
    }
  });
});

describe('parseTheme', () => {
  it('keeps light and dark; nothing stored or anything else means system (the default)', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('system')).toBe('system');
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('Dark')).toBe('system');
  });
});

describe('public/theme-init.js (before the first paint)', () => {
  it('gives the same answer as resolveTheme for every stored value, sign-in state and OS preference', () => {
    for (const stored of [undefined, 'light', 'dark', 'system', 'nonsense']) {
      for (const signedIn of [undefined, '1', '0']) {
        for (const systemDark of [true, false]) {
          for (const path of ['/dashboard', '/gallery/abc', '/showcase/abc', '/quiz/x', '/service-quiz', '/quizzes']) {
            const storage: Record<string, string> = {};
            if (stored !== undefined) storage['floorpro.theme'] = stored;
            if (signedIn !== undefined) storage['floorpro.signedIn'] = signedIn;
            const expected = resolveTheme(parseTheme(stored ?? null), signedIn === '1', systemDark, path) === 'dark';
            const context = JSON.stringify({ storage, systemDark, path });
            expect(runInitScript(storage, systemDark, path), context).toBe(expected);
          }
        }
      }
    }
  });

  it('stays light when storage is unavailable', () => {
    const browser = fakeBrowser({}, true);
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(() =>
      new Function('localStorage', 'matchMedia', 'document', 'location', initScript)(
        { getItem: blocked },
        browser.matchMedia,
        browser.document,
        browser.location,
      ),
    ).not.toThrow();
    expect(browser.classes.has('dark')).toBe(false);
  });
});

describe('keeping <html class="dark"> in step at runtime', () => {
  let browser: ReturnType<typeof fakeBrowser>;

  /** A fresh theme module in a fake browser, as on a page load. */
  async function load(stored: Record<string, string>, systemDark: boolean) {
    browser = fakeBrowser(stored, systemDark);
    vi.stubGlobal('localStorage', browser.localStorage);
    vi.stubGlobal('matchMedia', browser.matchMedia);
    vi.stubGlobal('document', browser.document);
    vi.stubGlobal('location', browser.location);
    vi.stubGlobal('window', { addEventListener: () => {} });
    vi.resetModules();
    return import('./theme.ts');
  }

  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('setTheme stores the choice and applies it while signed in', async () => {
    const theme = await load({ 'floorpro.signedIn': '1' }, false);
    theme.setTheme('dark');
    expect(browser.storage.get('floorpro.theme')).toBe('dark');
    expect(browser.classes.has('dark')).toBe(true);
    theme.setTheme('light');
    expect(browser.classes.has('dark')).toBe(false);
  });

  it('signing out forces light and forgets the flag; signing in restores the choice', async () => {
    const theme = await load({ 'floorpro.signedIn': '1', 'floorpro.theme': 'dark' }, false);
    theme.setSignedIn(false);
    expect(browser.storage.has('floorpro.signedIn')).toBe(false);
    expect(browser.classes.has('dark')).toBe(false);
    expect(browser.storage.get('floorpro.theme')).toBe('dark');
    theme.setSignedIn(true);
    expect(browser.storage.get('floorpro.signedIn')).toBe('1');
    expect(browser.classes.has('dark')).toBe(true);
  });

  it('follows the OS when it changes while the theme is system', async () => {
    const theme = await load({ 'floorpro.signedIn': '1' }, false);
    theme.setTheme('system');
    expect(browser.classes.has('dark')).toBe(false);
    browser.setSystemDark(true);
    expect(browser.classes.has('dark')).toBe(true);
    browser.setSystemDark(false);
    expect(browser.classes.has('dark')).toBe(false);
  });

  it('ignores the OS while the user chose light', async () => {
    const theme = await load({ 'floorpro.signedIn': '1' }, false);
    theme.setTheme('light');
    browser.setSystemDark(true);
    expect(browser.classes.has('dark')).toBe(false);
  });
});
