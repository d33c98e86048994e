import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { setLanguage, storedLanguage } from './lib/i18n.ts';
import { Providers } from './providers.tsx';

await setLanguage(storedLanguage());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
