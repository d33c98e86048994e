// Sets <html class="dark"> before the first paint, so a page never flashes the wrong theme. The build
// puts it inline in index.html, which the Content-Security-Policy allows by its hash (ADR 0019). Same rule as resolveTheme
// in src/web/lib/theme.ts (a unit test runs this file against it): light while nobody is signed in,
// else the stored choice, with 'system' (or nothing stored) following the OS; the pages a company sends
// its clients (LIGHT_ONLY_PATHS) always light.
/* global matchMedia, document, location */
try {
  const theme = localStorage.getItem('floorpro.theme');
  const signedIn = localStorage.getItem('floorpro.signedIn') === '1';
  const lightOnly = /^\/(gallery|showcase|quiz|service-quiz|estimate|invoice)(\/|$)/.test(location.pathname);
  const dark =
    signedIn &&
    !lightOnly &&
    (theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches));
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // storage disabled: stay light
}
