import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Every subset of the two weights, each with its unicode-range: a page fetches only the faces its text uses.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
