import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './fonts/.generated/first-screen-fonts.css';
import { AdminApp } from './admin-app/admin-app';
import { readSavedLocale, rememberLocaleForServer } from './i18n/locale';

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

rememberLocaleForServer(readSavedLocale());
createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
