/**
 * The id of the element naming a page's code, which src/start-after-first-images.ts fetches once the page has
 * painted. Alone in its module: the start script imports it, and sharing a module with the app would make the
 * start script import the app's shell chunk with it (vite.config.ts, START_ENTRY_MODULES).
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';
