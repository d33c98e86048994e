import { useSyncExternalStore } from 'react';
import type { Messages } from '../locales/messages.ts';

/**
 * The two languages of spec section 1, stored locally as `en` or `pt` (default English), shown in
 * `<html lang>` as en-US or pt-BR. Each language's messages are their own chunk, loaded on demand,
 * so a page carries one language only. ADR 0002 says why this is not i18next.
 */
export const LANGUAGES = { en: 'en-US', pt: 'pt-BR' } as const;
export type Language = keyof typeof LANGUAGES;
type Vars = Record<string, string | number>;

const STORAGE_KEY = 'floorpro.language';
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.ts'),
  pt: () => import('../locales/pt-BR.ts'),
};

let current: { language: Language; messages: Messages } | undefined;
const listeners = new Set<() => void>();

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEY) === 'pt' ? 'pt' : 'en';
}

/** Loads a language's messages and makes it current; call once before the first render. */
export async function setLanguage(language: Language): Promise<void> {
  const messages = (await loaders[language]()).default;
  current = { language, messages };
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = LANGUAGES[language];
  listeners.forEach((notify) => notify());
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

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The current language and `t`; components re-render when the language changes. */
export function useI18n() {
  const state = useSyncExternalStore(subscribe, () => current);
  return { language: state?.language ?? 'en', t: translate, setLanguage };
}
