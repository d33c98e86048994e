/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, type AgingBucket } from '../../../shared/financials.ts';
import type { Aging } from './api.ts';
import {
  AGING_TONES,
  barWidths,
  daysLate,
  isAgingBucket,
  MIN_BAR_PERCENT,
  reminderMessage,
  sharePercent,
} from './aging.ts';

const aging = (cents: Partial<Record<AgingBucket, number>>): Aging =>
  AGING_BUCKETS.map((bucket) => ({ bucket, balanceCents: cents[bucket] ?? 0, count: cents[bucket] ? 1 : 0 }));

/** `t` over the real financials texts of a language, as lib/i18n.ts fills them in. */
function translator(language: 'en' | 'pt-BR') {
  const messages = JSON.parse(
    readFileSync(new URL(`../../locales/${language}/signed-in/financials.json`, import.meta.url), 'utf8'),
  ) as object;
  return (key: string, vars: Record<string, string | number> = {}) => {
    let node: unknown = { financials: messages };
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`no text at ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
  };
}

describe('aging bars', () => {
  it('draws each bucket as its share of the total, the shares adding up to the whole', () => {
    const widths = barWidths(aging({ current: 50_00, days_31_60: 30_00, days_over_90: 20_00 }));
    expect(widths).toEqual({ current: 50, days_1_30: 0, days_31_60: 30, days_61_90: 0, days_over_90: 20 });
  });

  it('keeps a small non-zero bucket visible, and an empty one at 0', () => {
    const widths = barWidths(aging({ current: 1_000_000_00, days_61_90: 1_00 }));
    expect(widths.days_61_90).toBe(MIN_BAR_PERCENT);
    expect(widths.current).toBe(100);
    expect(widths.days_1_30).toBe(0);
  });

  it('rounds to one decimal and draws nothing when nothing is owed', () => {
    expect(barWidths(aging({ current: 1_00, days_1_30: 2_00 })).days_1_30).toBe(66.7);
    expect(Object.values(barWidths(aging({})))).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives whole-percent shares for the figures table, 0 of nothing', () => {
    expect(sharePercent(1_00, 3_00)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('colours every bucket with a background from the shared tokens, never a palette shade (ADR 0020)', () => {
    const tokens = /^bg-(success|warning|warning-text|destructive|danger-text|info-text|primary)$/;
    for (const bucket of AGING_BUCKETS) expect(AGING_TONES[bucket], bucket).toMatch(tokens);
    expect(new Set(Object.values(AGING_TONES)).size).toBe(AGING_BUCKETS.length);
  });

  it('reads a bucket from the address only when it is one', () => {
    expect(isAgingBucket('days_31_60')).toBe(true);
    expect(isAgingBucket('overdue')).toBe(false);
    expect(isAgingBucket(null)).toBe(false);
  });
});

describe('days late', () => {
  it('counts whole days past the due date, 0 before or on it', () => {
    expect(daysLate('2026-11-01', '2026-12-16')).toBe(45);
    expect(daysLate('2026-12-16', '2026-12-16')).toBe(0);
    expect(daysLate('2026-12-26', '2026-12-16')).toBe(0);
  });
});

describe('the reminder message', () => {
  const invoice = { displayNumber: 'INV-0003', balanceCents: 450_00, dueDate: '2026-12-01' };

  it('says what is owed and since when, in English', () => {
    expect(reminderMessage(translator('en'), 'en', invoice, '2026-12-16')).toBe(
      'Friendly reminder: invoice INV-0003 for $450.00 was due on Dec 1, 2026.',
    );
  });

  it('says "is due" while the date has not passed (due today included)', () => {
    expect(reminderMessage(translator('en'), 'en', invoice, '2026-11-20')).toBe(
      'Friendly reminder: invoice INV-0003 for $450.00 is due on Dec 1, 2026.',
    );
    expect(reminderMessage(translator('en'), 'en', invoice, '2026-12-01')).toContain('is due on');
  });

  it('in Portuguese, with Brazilian money and dates', () => {
    const message = reminderMessage(translator('pt-BR'), 'pt', invoice, '2026-12-16');
    expect(message).toMatch(/^Lembrete amigável: a fatura INV-0003 de US\$\s450,00 venceu em 1 de dez\. de 2026\.$/);
  });
});
