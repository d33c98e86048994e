/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../../../shared/leads.ts';
import { formatMoney, formatNumber, leadAge } from './format.ts';

describe('leadAge', () => {
  const now = Date.parse('2025-05-10T12:00:00.000Z');
  it('counts minutes, then hours, then whole days', () => {
    expect(leadAge('2025-05-10T11:59:30.000Z', now)).toEqual({ unit: 'minutes', n: 0 });
    expect(leadAge('2025-05-10T11:15:00.000Z', now)).toEqual({ unit: 'minutes', n: 45 });
    expect(leadAge('2025-05-10T07:00:00.000Z', now)).toEqual({ unit: 'hours', n: 5 });
    expect(leadAge('2025-05-09T12:00:00.000Z', now)).toEqual({ unit: 'days', n: 1 });
    expect(leadAge('2025-05-07T10:00:00.000Z', now)).toEqual({ unit: 'days', n: 3 });
  });
  it('a date in the future (clock skew) is "now"', () => {
    expect(leadAge('2025-05-10T12:05:00.000Z', now)).toEqual({ unit: 'minutes', n: 0 });
  });
});

describe('formatMoney', () => {
  it('shows whole US dollars in the page language', () => {
    expect(formatMoney(37500, 'en')).toBe('$37,500');
    expect(formatMoney(0, 'en')).toBe('$0');
    expect(formatMoney(37500, 'pt').replace(/\s/g, ' ')).toBe('US$ 37.500');
    expect(formatNumber(1200, 'pt')).toBe('1.200');
  });
});

describe("the pipeline's spec texts", () => {
  const texts = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/signed-in/pipeline.json`, import.meta.url), 'utf8'),
    ) as {
      loadFailed: string;
      loadFailedToast: string;
      moveFailed: string;
    };
  it("says the load errors in English and in the spec's Portuguese, and the English status error", () => {
    expect(texts('en').loadFailed).toBe(LEAD_MESSAGES.loadFailed);
    expect(texts('en').loadFailedToast).toBe(LEAD_MESSAGES.loadFailedToast);
    expect(texts('pt-BR').loadFailed).toBe('Falha ao carregar leads');
    expect(texts('pt-BR').loadFailedToast).toBe('Erro ao carregar leads');
    expect(texts('en').moveFailed).toBe(LEAD_MESSAGES.updateStatusFailed);
  });
});
