import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { LANGUAGES, setLanguage, storedLanguage } from './lib/i18n.ts';
import { Providers } from './providers.tsx';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers />
  </StrictMode>
);
// The language the server sent the page in, before setLanguage sets <html lang> to the stored one.
const served = document.documentElement.lang;
const language = storedLanguage();
await setLanguage(language);
// A page the build prerendered (ADR 0019) is hydrated, so it does not flash; unless it was sent in
// another language than the one stored (its cookie lost): then it is drawn afresh in the stored one.
if (root.dataset.prerendered === location.pathname && served === LANGUAGES[language]) hydrateRoot(root, app);
else createRoot(root).render(app);
