/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COST_CATEGORIES,
  JOB_COST_KINDS,
  JOB_COSTING_FLAGS,
  JOB_COSTING_SORTS,
  jobCostKind,
  type JobCostKind,
} from '../../../shared/financials.ts';
import { COST_BASES, REVENUE_BASES } from '../../../shared/job-margin.ts';
import type { JobCostKindFigures } from './api.ts';
import {
  costBasisKey,
  MARGIN_DEFINITIONS,
  revenueBasisKey,
  hoursOf,
  isFiltered,
  jobCostsPath,
  kindBars,
  newReceiptPath,
  readJobCostingQuery,
  writeJobCostingQuery,
} from './job-costing.ts';

const read = (search: string) => readJobCostingQuery(new URLSearchParams(search));

describe("the list's query in the URL", () => {
  it('reads known values and drops unknown ones and the defaults', () => {
    expect(read('q=%20oak%20&status=completed&flagged=true&sort=cost')).toEqual({
      q: 'oak',
      status: 'completed',
      flagged: 'true',
      sort: 'cost',
    });
    expect(read('q=%20%20&status=done&flagged=yes&sort=margin')).toEqual({});
    expect(read('sort=profit')).toEqual({});
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the query back, keeping other parameters and leaving the defaults out', () => {
    const current = new URLSearchParams('tab=x&q=old');
    const next = writeJobCostingQuery(current, { q: 'hall', status: 'in_progress', flagged: 'true', sort: 'title' });
    expect(next.toString()).toBe('tab=x&q=hall&status=in_progress&flagged=true&sort=title');
    expect(writeJobCostingQuery(next, { sort: 'margin' }).toString()).toBe('tab=x');
    expect(read(next.toString())).toEqual({ q: 'hall', status: 'in_progress', flagged: 'true', sort: 'title' });
  });

  it('says whether a filter narrows the list (the sort does not)', () => {
    expect(isFiltered({ sort: 'cost' })).toBe(false);
    expect(isFiltered({ q: 'oak' })).toBe(true);
    expect(isFiltered({ status: 'pending' })).toBe(true);
    expect(isFiltered({ flagged: 'true' })).toBe(true);
  });
});

describe('links', () => {
  it("opens a job's Costs tab and the receipts page's form for the job", () => {
    expect(jobCostsPath('j1')).toBe('/dashboard/jobs/j1?tab=costs');
    expect(newReceiptPath('j1')).toBe('/dashboard/financial-receipts?job=j1&new=1');
  });
});

describe('figures', () => {
  it('turns minutes into hours with two decimals', () => {
    expect([hoursOf(727), hoursOf(60), hoursOf(0), hoursOf(1)]).toEqual([12.12, 1, 0, 0.02]);
  });

  const kind = (k: JobCostKind, estimatedCents: number | null, actualCents: number): JobCostKindFigures => ({
    kind: k,
    estimatedCents,
    notCostedLines: 0,
    actualCents,
    varianceCents: estimatedCents === null ? null : actualCents - estimatedCents,
    overBudget: estimatedCents !== null && actualCents > estimatedCents,
  });

  it('draws each bar as a share of the largest figure, estimate or actual', () => {
    const bars = kindBars([
      kind('materials', 46964, 74340),
      kind('labor', 15063, 32382),
      kind('subcontractors', null, 25000),
      kind('other', 4000, 4550),
    ]);
    expect(bars).toEqual([
      { kind: 'materials', estimate: 63.2, actual: 100 },
      { kind: 'labor', estimate: 20.3, actual: 43.6 },
      { kind: 'subcontractors', estimate: 0, actual: 33.6 },
      { kind: 'other', estimate: 5.4, actual: 6.1 },
    ]);
  });

  it('draws nothing when there is nothing, and every kind even when one is missing', () => {
    expect(kindBars([kind('materials', 0, 0)])).toEqual(
      JOB_COST_KINDS.map((k) => ({ kind: k, estimate: 0, actual: 0 })),
    );
  });

  it('sorts every cost category into a kind', () => {
    expect(COST_CATEGORIES.map((c) => [c, jobCostKind(c)])).toEqual([
      ['materials', 'materials'],
      ['subcontractors', 'subcontractors'],
      ['equipment', 'other'],
      ['fuel', 'other'],
      ['vehicles', 'other'],
      ['insurance', 'other'],
      ['rent', 'other'],
      ['utilities', 'other'],
      ['office', 'other'],
      ['marketing', 'other'],
      ['other', 'other'],
      ['labor', 'labor'],
    ]);
  });
});

describe("a job's figures say what they count (ADR 0043)", () => {
  it('names every revenue and cost basis, and their absence', () => {
    expect([...REVENUE_BASES, null].map(revenueBasisKey)).toEqual([
      'jobCosting.basis.invoiced',
      'jobCosting.basis.estimate',
      'jobCosting.basis.price',
      'jobCosting.basis.none',
    ]);
    expect([...COST_BASES, null].map(costBasisKey)).toEqual([
      'jobCosting.costBasis.recorded',
      'jobCosting.costBasis.entered',
      'jobCosting.costBasis.none',
    ]);
  });
});

describe('texts', () => {
  const messages = (language: 'en' | 'pt-BR') =>
    JSON.parse(
      readFileSync(new URL(`../../locales/${language}/signed-in/jobCosting.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  const keys = (node: unknown, prefix = ''): string[] =>
    typeof node === 'string'
      ? [prefix]
      : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  const at = (node: unknown, key: string) =>
    key.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], node);

  it('has the same keys in both languages', () => {
    expect(keys(messages('pt-BR')).sort()).toEqual(keys(messages('en')).sort());
  });

  it.each(['en', 'pt-BR'] as const)('says every basis in %s, each its own text', (language) => {
    const m = messages(language);
    const texts = [...[...REVENUE_BASES, null].map(revenueBasisKey), ...[...COST_BASES, null].map(costBasisKey)].map(
      (key) => at(m, key.replace('jobCosting.', '')),
    );
    for (const text of texts) expect(text).toBeTypeOf('string');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(['en', 'pt-BR'] as const)('names every flag, kind, category, sort and source in %s', (language) => {
    const m = messages(language);
    const wanted = [
      ...JOB_COSTING_FLAGS.map((f) => `flags.${f}`),
      ...JOB_COST_KINDS.map((k) => `kinds.${k}`),
      ...COST_CATEGORIES.map((c) => `categories.${c}`),
      ...JOB_COSTING_SORTS.map((s) => `filters.sorts.${s}`),
      ...['bill', 'receipt', 'order', 'labor'].map((s) => `tab.records.sources.${s}`),
      ...MARGIN_DEFINITIONS.map((d) => `definitions.${d}`),
    ];
    for (const key of wanted) expect(typeof at(m, key), key).toBe('string');
  });
});
