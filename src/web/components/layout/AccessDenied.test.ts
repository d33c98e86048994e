import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { AccessDenied } from './AccessDenied.tsx';

describe('AccessDenied (spec sections 2 and 6)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    vi.stubGlobal('window', { history: { state: null } });
  });

  const render = () => renderToStaticMarkup(h(MemoryRouter, null, h(AccessDenied, { path: '/dashboard/financials' })));

  it('says Acesso Negado with the spec text, shows the route, and offers Back and Dashboard', async () => {
    await setLanguage('en');
    const html = render();
    // The spec's Portuguese title on an English page, marked so that screen readers say it in Portuguese.
    expect(html).toContain('<h1 lang="pt-BR" class="text-2xl font-semibold">Acesso Negado</h1>');
    expect(html).toContain('You do not have permission to access this page; contact your administrator');
    expect(html).toContain('>/dashboard/financials</code>');
    expect(html).toMatch(/<button type="button"[^>]*>.*Back<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>.*Dashboard<\/a>/);
  });

  it('in Brazilian Portuguese', async () => {
    await setLanguage('pt');
    const html = render();
    // The whole page is Portuguese: no mark of its own.
    expect(html).toContain('<h1 class="text-2xl font-semibold">Acesso Negado</h1>');
    expect(html).toContain('Você não tem permissão para acessar esta página; contate seu administrador');
    expect(html).toMatch(/Voltar<\/button>/);
  });
});
