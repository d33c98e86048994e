import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import { setLanguage, storedLanguage, translate } from './i18n.ts';

/** Every dotted key of a messages tree. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locale files', () => {
  it('English and Brazilian Portuguese have exactly the same keys', () => {
    expect(keys(ptBR).sort()).toEqual(keys(en).sort());
  });

  it('no message is empty', () => {
    for (const [name, tree] of Object.entries({ en, ptBR })) {
      for (const key of keys(tree)) expect(translateIn(tree, key), `${name} ${key}`).not.toBe('');
    }
  });

  it("keeps the spec's Portuguese texts in both languages", () => {
    expect(en.notFound.title).toBe('Página não encontrada');
    expect(ptBR.notFound.title).toBe('Página não encontrada');
  });
});

function translateIn(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('translate', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    });
    vi.stubGlobal('document', { documentElement: { lang: '' } });
  });

  it('defaults to English and remembers the choice', async () => {
    expect(storedLanguage()).toBe('en');
    await setLanguage('pt');
    expect(storage.get('floorpro.language')).toBe('pt');
    expect(storedLanguage()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('looks up dotted keys in the current language and fills {{placeholders}}', async () => {
    await setLanguage('en');
    expect(translate('home.statusDown', { message: 'timeout' })).toBe('Unavailable: timeout');
    await setLanguage('pt');
    expect(translate('home.statusDown', { message: 'timeout' })).toBe('Indisponível: timeout');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('a missing key shows itself, and unknown placeholders stay as written', async () => {
    await setLanguage('en');
    expect(translate('no.such.key')).toBe('no.such.key');
    expect(translate('home.statusDown')).toBe('Unavailable: {{message}}');
  });
});
