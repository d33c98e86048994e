/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, JOB_SORTS } from '../../../shared/jobs.ts';

type Tree = { [key: string]: string | Tree };
const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/signed-in/jobs.json`, import.meta.url), 'utf8')) as Tree;
const en = read('en');
const pt = read('pt-BR');
const at = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/**
 * Every `jobs.…` key written out in the job pages and components, and in the lead conversion (in the
 * leads feature). The page's own dynamic keys are listed apart.
 */
function keysInSource(): string[] {
  const dirs = [new URL('./', import.meta.url), new URL('../leads/', import.meta.url)];
  const keys = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const match of text.matchAll(/['`]jobs\.([\w.]+[\w])['`]/g)) keys.add(match[1]!);
    }
  }
  return [...keys];
}

describe('the jobs texts', () => {
  it("say spec section 8's English toasts and the shared rule texts exactly, so server answers are recognised", () => {
    expect(en.messages).toEqual({ ...JOB_MESSAGES });
  });

  it('translate every one of them in Portuguese', () => {
    for (const key of Object.keys(JOB_MESSAGES)) {
      expect(at(pt, `messages.${key}`), key).toBeTypeOf('string');
      expect(at(pt, `messages.${key}`), key).not.toBe(JOB_MESSAGES[key as keyof typeof JOB_MESSAGES]);
    }
    expect(at(pt, 'messages.createFailed')).toBe('Falha ao criar trabalho');
  });

  it('name every sort', () => {
    expect(Object.keys(en.sort as Tree).sort()).toEqual([...JOB_SORTS].sort());
  });

  it('have every key the code asks for, in both languages', () => {
    const keys = keysInSource();
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      // Keys with one/other forms are asked for through plural().
      const value = at(en, key);
      expect(typeof value === 'string' || (typeof value === 'object' && value !== null && 'other' in value), key).toBe(
        true,
      );
      expect(typeof at(pt, key), key).toBe(typeof value);
    }
  });
});
