import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHOTO_TYPES } from '../../../shared/photos.ts';
import { clientUpdateEmail, clientUpdateText } from './email.ts';

// The web writes the client portal's notifications from type and params with its own locale files;
// the e-mail, the in-app title and the stored English must say the same.
type Tree = { [key: string]: string | Tree };
const webTexts = (folder: string) => {
  const tree = JSON.parse(
    readFileSync(new URL(`../../../web/locales/${folder}/signed-in/clientPortal.json`, import.meta.url), 'utf8'),
  ) as Tree;
  return tree.notifications as Tree;
};
const fill = (text: unknown, vars: Record<string, string>) =>
  String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name]!);

describe("a client update's texts", () => {
  for (const [language, folder] of [
    ['en', 'en'],
    ['pt', 'pt-BR'],
  ] as const) {
    it(`are the web's in ${language}`, () => {
      const web = webTexts(folder);
      const photo = web.photo_added as Tree;
      const milestone = web.milestone_completed as Tree;
      for (const photoType of PHOTO_TYPES) {
        expect(clientUpdateText(language, { type: 'photo_added', photoType }, 'Sala')).toEqual({
          title: photo.title,
          message: fill(photo.message, { kind: String((web.photoKinds as Tree)[photoType]), jobTitle: 'Sala' }),
        });
      }
      const vars = { milestone: 'Rodapés', jobTitle: 'Sala' };
      expect(clientUpdateText(language, { type: 'milestone_completed', milestoneTitle: 'Rodapés' }, 'Sala')).toEqual({
        title: fill(milestone.title, vars),
        message: fill(milestone.message, vars),
      });
    });
  }

  it('e-mail in the language asked, the typed titles escaped in the HTML', () => {
    const mail = clientUpdateEmail({
      to: 'ana@example.com',
      language: 'pt',
      companyName: 'Oak & Co',
      jobTitle: 'Sala <Carvalho>',
      update: { type: 'photo_added', photoType: 'after' },
      url: null,
    });
    expect(mail.subject).toBe('Oak & Co: Nova foto do projeto — Sala <Carvalho>');
    expect(mail.text).toBe('Uma nova foto de depois foi adicionada ao seu projeto Sala <Carvalho>.\n\n— Oak & Co');
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('Sala &lt;Carvalho&gt;');
    expect(mail.links).toEqual([]);
  });
});
