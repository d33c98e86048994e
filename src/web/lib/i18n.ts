import { use, useSyncExternalStore } from 'react';
import { LANGUAGE_COOKIE } from '../../shared/page-data.ts';
import type { Messages } from '../locales/messages.ts';

/**
 * The two languages of spec section 1, stored locally as `en` or `pt` (default English), shown in
 * `<html lang>` as en-US or pt-BR. A language's messages come in two chunks, loaded on demand:
 * `public` (every page) and `signed-in` (the dashboard), so a page carries one language and only
 * the texts it may show. ADR 0002 says why this is not i18next.
 */
export const LANGUAGES = { en: 'en-US', pt: 'pt-BR' } as const;
export type Language = keyof typeof LANGUAGES;
type Vars = Record<string, string | number>;

const STORAGE_KEY = 'floorpro.language';
/**
 * `leads`: lead options and the public quiz, shared by the quiz page and the signed-in lead pages.
 * `share`: the client's gallery, the showcase and the timeline, shared by those public pages and the job page.
 */
export type Bundle = 'public' | 'signed-in' | 'leads' | 'share';
const loaders: Record<Language, Record<Bundle, () => Promise<{ default: Messages }>>> = {
  en: {
    public: () => import('../locales/en.ts'),
    'signed-in': () => import('../locales/en-signed-in.ts'),
    leads: () => import('../locales/en-leads.ts'),
    share: () => import('../locales/en-share.ts'),
  },
  pt: {
    public: () => import('../locales/pt-BR.ts'),
    'signed-in': () => import('../locales/pt-BR-signed-in.ts'),
    leads: () => import('../locales/pt-BR-leads.ts'),
    share: () => import('../locales/pt-BR-share.ts'),
  },
};

let current: { language: Language; messages: Messages } | undefined;
const bundles = new Map<Bundle, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * The language stored locally; with nothing stored, the one the server chose for this page (its
 * `<html lang>`: the cookie, else Accept-Language, else English; ADR 0019), so that a prerendered
 * page hydrates in the language it was sent in.
 */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'pt' || stored === 'en') return stored;
  return document.documentElement.lang === LANGUAGES.pt ? 'pt' : 'en';
}

async function messagesOf(language: Language, wanted: Bundle[]): Promise<Messages> {
  const parts = await Promise.all(wanted.map(async (bundle) => (await loaders[language][bundle]()).default));
  return Object.assign({}, ...parts) as Messages;
}

/** Loads a language's messages (the bundles loaded so far) and makes it current; call once before the first render. */
export async function setLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = LANGUAGES[language];
  listeners.forEach((notify) => notify());
}

/** Loads a language's messages and makes it current without touching the page: the build's prerender. */
export async function prepareLanguage(language: Language): Promise<void> {
  const messages = await messagesOf(language, ['public', ...bundles.keys()]);
  current = { language, messages };
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** The message at a dotted key with `{{name}}` filled in; a missing key shows itself. */
export function translate(key: string, vars: Vars = {}): string {
  const text = (current && lookup(current.messages, key)) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** Adds a bundle's texts to the current language; the same promise for every caller. */
export function loadBundle(bundle: Bundle): Promise<void> {
  let loading = bundles.get(bundle);
  if (!loading) {
    loading = messagesOf(current?.language ?? storedLanguage(), [bundle]).then((messages) => {
      if (current) current = { ...current, messages: { ...current.messages, ...messages } };
      listeners.forEach((notify) => notify());
    });
    bundles.set(bundle, loading);
  }
  return loading;
}

/** Suspends (React `use`) until a bundle's texts are there. */
export function useBundle(bundle: Bundle): void {
  use(loadBundle(bundle));
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The current language and `t`; components re-render when the language changes. */
export function useI18n() {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return { language: state?.language ?? 'en', t: translate, setLanguage };
}
