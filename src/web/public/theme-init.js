// Sets <html class="dark"> before the first paint, so a page never flashes the wrong theme. A blocking
// external script because the Content-Security-Policy forbids inline ones. Same rule as resolveTheme
// in src/web/lib/theme.ts (a unit test runs this file against it): light while nobody is signed in,
// else the stored choice, with 'system' (or nothing stored) following the OS.
/* global matchMedia, document */
try {
  const theme = localStorage.getItem('floorpro.theme');
  const signedIn = localStorage.getItem('floorpro.signedIn') === '1';
  const dark =
    signedIn && (theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches));
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // storage disabled: stay light
}
