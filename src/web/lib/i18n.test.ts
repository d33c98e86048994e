/// <reference types="node" />
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { loadBundle, setLanguage, storedLanguage, translate } from './i18n.ts';

/** Every dotted key of a messages tree. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const localesDir = new URL('../locales/', import.meta.url);
/** A language's messages as the app sees them: namespace (file name) → that file's tree. */
function messagesOf(language: 'en' | 'pt-BR', bundle = ''): Record<string, object> {
  const dir = new URL(`${language}/${bundle}`, localesDir);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [`${bundle}${file.replace(/\.json$/, '')}`, JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]),
  );
}
const BUNDLE_DIRS = ['', 'signed-in/', 'leads/', 'share/'];
const en = Object.assign({}, ...BUNDLE_DIRS.map((dir) => messagesOf('en', dir))) as Record<string, object>;
const ptBR = Object.assign({}, ...BUNDLE_DIRS.map((dir) => messagesOf('pt-BR', dir))) as Record<string, object>;

function valueAt(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('locale files', () => {
  it('English and Brazilian Portuguese have the same files and exactly the same keys', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
    expect(keys(ptBR).sort()).toEqual(keys(en).sort());
  });

  it('every message is a non-empty string', () => {
    for (const [name, tree] of Object.entries({ en, ptBR })) {
      for (const key of keys(tree)) {
        const value = valueAt(tree, key);
        expect(typeof value === 'string' && value.trim().length > 0, `${name} ${key}`).toBe(true);
      }
    }
  });

  it("shows the spec's Portuguese texts in Portuguese, and their English equivalents in English", () => {
    expect(valueAt(en, 'notFound.title')).toBe('Page not found');
    expect(valueAt(ptBR, 'notFound.title')).toBe('Página não encontrada');
  });
});

/** Looks Portuguese: its accented letters, or a word English does not have. */
const PORTUGUESE =
  /[ãõçáéíóúâêôà]|\b(ao|um|uma|seu|sua|Este|Erro|Falha|Muitas|Ocorreu|Enviamos|reenviado|Acesso|Sair)\b/;

describe('English pages', () => {
  it('show no Portuguese: every English message is written in English', () => {
    // The settings page names the language itself ("Português (Brasil)"), in its own option.
    const found = keys(en)
      .filter((key) => PORTUGUESE.test(String(valueAt(en, key))))
      .filter((key) => !key.endsWith('settings.languages.pt'));
    expect(found).toEqual([]);
  });
});

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
    expect(translate('invite.title', { company: 'Oak Floors' })).toBe('Join Oak Floors on Floor Pro');
    await setLanguage('pt');
    expect(translate('invite.title', { company: 'Oak Floors' })).toBe('Entre na Oak Floors no Floor Pro');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('a missing key shows itself, and unknown placeholders stay as written', async () => {
    await setLanguage('en');
    expect(translate('no.such.key')).toBe('no.such.key');
    expect(translate('invite.title')).toBe('Join {{company}} on Floor Pro');
  });

  it('the signed-in texts arrive with their bundle, and stay through a change of language', async () => {
    await setLanguage('en');
    expect(translate('team.title')).toBe('team.title');
    await loadBundle('signed-in');
    expect(translate('team.title')).toBe('Team');
    await setLanguage('pt');
    expect(translate('team.title')).toBe('Equipe');
    expect(translate('invite.invalidTitle')).toBe('Convite não encontrado');
  });
});
