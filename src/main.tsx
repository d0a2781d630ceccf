import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Every subset of the two weights, each with its unicode-range: a page fetches only the faces its text uses.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
// Last, so tried first: the Arabic alphabet and basic Latin in 15 and 13 KB files (src/fonts/build-first-screen-fonts.ts).
import './fonts/.generated/first-screen-fonts.css';
import { App } from './app/app';
import { readSavedLocale, rememberLocaleForServer } from './i18n/locale';
import { PAGE_DATA_ELEMENT_ID } from '../schemas/page-rendering';
import { PageDataStore } from './lib/page-data';
import { startHydratingServerPage } from './lib/screen-hydration';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A server-rendered page carries the API answers it was drawn from: the app starts from them and asks again for none.
const embedded = document.getElementById(PAGE_DATA_ELEMENT_ID);
const pageData = new PageDataStore(
  embedded ? (JSON.parse(embedded.textContent ?? '{}') as Record<string, unknown>) : {},
);
rememberLocaleForServer(readSavedLocale());

if (embedded) {
  const serverLocale = document.documentElement.lang === 'en' ? 'en' : 'ar';
  startHydratingServerPage();
  // The page was drawn and its first images painted before this code was fetched (src/start-after-first-images.ts).
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread in one long task: the page stays responsive while its code takes over.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App serverLocale={serverLocale} pageData={pageData} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App pageData={pageData} />
    </StrictMode>,
  );
}
