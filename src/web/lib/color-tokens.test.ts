/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_TEXT_SURFACES, brandingVariables } from './brand-colours.ts';
import { AA_LARGE, AA_TEXT, contrastRatio } from './contrast.ts';

// The colour tokens are read from index.css itself, so the CSS and this test cannot drift apart.
const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');

/** The custom properties of the first `selector { ... }` block: `var(--x, #hex)` counts as its fallback. */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('\n}', start));
  const out: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    out[name!] = /^var\(--[\w-]+,\s*(#[0-9a-f]{6})\)$/i.exec(value!.trim())?.[1] ?? value!.trim();
  }
  return out;
}

/** `var(--other)` takes the other token's value. */
function resolved(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, values[/^var\(--([\w-]+)\)$/.exec(v)?.[1] ?? ''] ?? v]),
  );
}

const light = tokens(':root');
const THEMES = { light: resolved(light), dark: resolved({ ...light, ...tokens('.dark') }) };

const SURFACES = ['background', 'card', 'muted'] as const;
const TEXT_ON_SURFACES = [
  'foreground',
  'muted-foreground',
  'primary-text',
  'success-text',
  'warning-text',
  'danger-text',
  'info-text',
];
/** [text, background] pairs that must reach 4.5:1. */
const TEXT_PAIRS: [string, string][] = [
  ...TEXT_ON_SURFACES.flatMap((fg) => SURFACES.map((bg): [string, string] => [fg, bg])),
  ...['success', 'warning', 'danger', 'info'].map((s): [string, string] => [`${s}-text`, `${s}-soft`]),
  ['muted-foreground', 'popover'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['primary-foreground', 'primary'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
];

describe('colour tokens of index.css', () => {
  for (const [theme, values] of Object.entries(THEMES)) {
    it(`${theme}: every text pair reaches ${AA_TEXT}:1`, () => {
      for (const [fg, bg] of TEXT_PAIRS) {
        const ratio = contrastRatio(values[fg]!, values[bg]!);
        expect(ratio, `${theme} --${fg} (${values[fg]}) on --${bg} (${values[bg]})`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });

    it(`${theme}: the focus ring reaches ${AA_LARGE}:1 on every surface`, () => {
      for (const bg of SURFACES) expect(contrastRatio(values.ring!, values[bg]!), bg).toBeGreaterThanOrEqual(AA_LARGE);
    });
  }

  it("a company's brand text reads on every surface of each theme", () => {
    expect(BRAND_TEXT_SURFACES).toEqual({ light: THEMES.light.muted, dark: THEMES.dark.muted });
    for (const primaryColor of ['#2563eb', '#facc15', '#16a34a', '#0f172a', '#f8fafc', '#e11d48']) {
      const vars = brandingVariables({ primaryColor, fontFamily: 'Inter' });
      for (const theme of ['light', 'dark'] as const) {
        for (const bg of SURFACES) {
          const ratio = contrastRatio(vars[`--brand-text-${theme}`]!, THEMES[theme][bg]!);
          expect(ratio, `${primaryColor} as text on ${theme} --${bg}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
    }
  });
});
