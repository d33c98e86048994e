/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, LEAD_SORTS } from '../../../shared/leads.ts';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/signed-in/leads.json`, import.meta.url), 'utf8')) as {
    loadFailed: string;
    loadFailedToast: string;
    toast: Record<string, string>;
    messages: Record<string, string>;
    sort: Record<string, string>;
  };
const en = read('en');
const pt = read('pt-BR');

describe('the leads texts', () => {
  it("say spec section 8's load errors in English, and in the spec's Portuguese in Portuguese", () => {
    expect(en.loadFailed).toBe(LEAD_MESSAGES.loadFailed);
    expect(en.loadFailedToast).toBe(LEAD_MESSAGES.loadFailedToast);
    expect(pt.loadFailed).toBe('Falha ao carregar leads');
    expect(pt.loadFailedToast).toBe('Erro ao carregar leads');
  });

  it("say the spec's English failure toasts exactly, and translate them in Portuguese", () => {
    for (const key of ['createFailed', 'updateStatusFailed', 'addActivityFailed', 'deleteFailed'] as const) {
      expect(en.toast[key], key).toBe(LEAD_MESSAGES[key]);
      expect(pt.toast[key], key).not.toBe(LEAD_MESSAGES[key]);
    }
  });

  it('repeat the shared rule texts in English, so the server answer can be recognised and translated', () => {
    for (const [key, text] of Object.entries(en.messages)) {
      expect(text, key).toBe(LEAD_MESSAGES[key as keyof typeof LEAD_MESSAGES]);
    }
  });

  it('name every sort', () => {
    expect(Object.keys(en.sort).sort()).toEqual([...LEAD_SORTS].sort());
  });
});
