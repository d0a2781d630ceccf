import type { PageRead } from '../../lib/page-data';

// Apart from api.ts: the page manifest imports it into the shell, which must not carry the forms' loader.
/** GET permit-settings: which services are open, each with its description in the page's language (the server renders /services from it). */
export const PERMIT_SETTINGS_READ: PageRead = {
  path: '/permit-settings',
  localized: true,
  failureLog: 'Error fetching permit settings',
};
