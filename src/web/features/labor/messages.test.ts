/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LABOR_MESSAGES } from '../../../shared/labor.ts';
import { localizeLaborMessage } from './messages.ts';

const locale = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/signed-in/labor.json`, import.meta.url), 'utf8')) as {
    messages: Record<string, string>;
  };

describe('localizeLaborMessage', () => {
  it("maps every server message to a text of each language's file", () => {
    for (const language of ['en', 'pt-BR']) {
      const { messages } = locale(language);
      for (const key of Object.keys(LABOR_MESSAGES)) expect(messages[key], `${language} ${key}`).toBeTruthy();
    }
    // The English file says what the server says.
    const en = locale('en').messages;
    for (const [key, text] of Object.entries(LABOR_MESSAGES)) expect(en[key], key).toBe(text);
  });

  it('looks the known texts up by key (the texts are not loaded in this test)', () => {
    expect(localizeLaborMessage(LABOR_MESSAGES.alreadyClockedIn)).toBe('labor.messages.alreadyClockedIn');
    expect(localizeLaborMessage(LABOR_MESSAGES.periodNotOver)).toBe('labor.messages.periodNotOver');
    expect(localizeLaborMessage('Please enter a number of 0 or more with at most 3 decimal places')).toBe(
      'labor.messages.decimals',
    );
  });

  it('lets unknown texts through', () => {
    expect(localizeLaborMessage('Something else')).toBe('Something else');
  });
});
