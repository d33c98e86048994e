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

  it('says Access Denied with the spec text, shows the route, and offers Back and Dashboard', async () => {
    await setLanguage('en');
    const html = render();
    // The spec's title in English on an English page (its Portuguese is for Portuguese pages).
    expect(html).toContain('<h1 class="text-2xl font-semibold">Access Denied</h1>');
    expect(html).not.toContain('Acesso Negado');
    expect(html).toContain('You do not have permission to access this page; contact your administrator');
    expect(html).toContain('>/dashboard/financials</code>');
    expect(html).toMatch(/<button type="button"[^>]*>.*Back<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>.*Dashboard<\/a>/);
  });

  it('in Brazilian Portuguese', async () => {
    await setLanguage('pt');
    const html = render();
    // The spec's Portuguese title, exactly.
    expect(html).toContain('<h1 class="text-2xl font-semibold">Acesso Negado</h1>');
    expect(html).toContain('Você não tem permissão para acessar esta página; contate seu administrador');
    expect(html).toMatch(/Voltar<\/button>/);
  });
});
