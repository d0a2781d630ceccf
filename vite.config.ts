import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Alias, UserConfig } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';

const apiPort = Number(process.env.API_PORT || 8081);

// The face of the first screen's body text (Arabic, regular): preloaded so it does not reflow when it
// arrives. The others load when text needs them (unicode-range), without competing with the JS.
const PRELOADED_FONT = /ibm-plex-sans-arabic-arabic-alphabet-400-[\w-]+\.woff2$/;

/** Adds <link rel=preload> for the first screen's font, whose hashed name exists only after bundling. */
function preloadFirstScreenFont(): Plugin {
  return {
    name: 'preload-first-screen-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => PRELOADED_FONT.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}

/**
 * Writes the entry's small stylesheet (the font faces and a few rules) into the page itself, so the
 * first paint waits for no CSS request. The CSP allows inline styles, which Emotion needs anyway.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        }),
    },
  };
}

/**
 * Compiles every message of a `defineCatalogue({ ar: {...}, en: {...} })` to formatjs's AST at build
 * time, so the browser carries no ICU parser (aliased to its no-parser build below); a message that
 * does not parse fails the build.
 */
function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('defineCatalogue({')) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node) => {
        const [catalogue] =
          ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCatalogue'
            ? node.arguments
            : [];
        for (const language of catalogue && ts.isObjectLiteralExpression(catalogue) ? catalogue.properties : []) {
          if (!ts.isPropertyAssignment(language) || !ts.isObjectLiteralExpression(language.initializer)) continue;
          for (const message of language.initializer.properties) {
            if (!ts.isPropertyAssignment(message) || !ts.isStringLiteralLike(message.initializer)) continue;
            const { initializer } = message;
            edits.push({
              start: initializer.getStart(source),
              end: initializer.getEnd(),
              text: JSON.stringify(parseMessage(initializer.text)),
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let compiled = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        compiled = compiled.slice(0, start) + text + compiled.slice(end);
      return { code: compiled, map: null };
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside every text asset, served by @fastify/static's preCompressed option. */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  let forServer = false;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
      forServer = Boolean(config.build.ssr);
    },
    closeBundle: async () => {
      if (forServer) return;
      const files = await fs.readdir(outDir, { recursive: true });
      const textFiles = files.filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        textFiles.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
          await fs.writeFile(path.join(outDir, `${file}.br`), await brotli(source, { params }));
          await fs.writeFile(path.join(outDir, `${file}.gz`), await gzip(source, { level: 9 }));
        }),
      );
    },
  };
}

/** The migrations travel with the compiled server, which finds them beside itself (server/db/client.ts). */
function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    apply: 'build',
    writeBundle: ({ dir = SERVER_OUT_DIR }) =>
      fs.cp('server/db/migrations', path.join(dir, 'migrations'), { recursive: true }),
  };
}

/** Where `npm run build` puts the compiled server; outside dist/, which is served to the public. */
const SERVER_OUT_DIR = 'dist-server';

/** `vite build --ssr server/main.ts --mode server`: the API server as one ES module that `npm start` runs with plain Node. */
const serverBuild: UserConfig = {
  plugins: [copyMigrations()],
  publicDir: false,
  build: { outDir: SERVER_OUT_DIR, target: 'node20', minify: false, sourcemap: true },
};

/**
 * Kept out of the shell chunk: the start script's own modules (fetched before the app, it must not
 * import the shell), and the app's entry, which would otherwise dissolve into the shell and leave the
 * manifest without an `index.html` chunk (the shell is then its one static import).
 */
const START_ENTRY_MODULES =
  /\/(index\.html|src\/main\.tsx|src\/start-after-first-images\.ts|src\/lib\/page-modules\.ts|schemas\/page-modules-element\.ts)$/;

/** Every form's loader, staff forms included: the admin app and the tests draw from it, the citizens' app from the index without them. */
const ALL_FORMS = {
  find: /^\.\.\/\.generated$/,
  replacement: path.resolve(import.meta.dirname, 'schemas/.generated/all-forms.js'),
};

const browserApp: UserConfig = {
  plugins: [precompileMessages(), react(), preloadFirstScreenFont(), inlineEntryCss(), precompressAssets()],
  resolve: {
    alias: [
      // No form renders Markdown: see src/lib/schema-form/plain-markdown.tsx.
      { find: /^markdown-to-jsx\/react$/, replacement: path.resolve('src/lib/schema-form/plain-markdown.tsx') },
      // Messages arrive compiled (precompileMessages), as formatjs recommends for a smaller bundle.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      // A server-rendered page starts from the second entry, which fetches the first only once the page's first images have arrived.
      input: ['index.html', 'src/start-after-first-images.ts'],
      // Everything the app's entry runs at once in one chunk, not fourteen: a phone opens few connections
      // at once. The second entry's own few lines stay apart, or it would import that chunk itself.
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !START_ENTRY_MODULES.test(id) },
            // A page with a button needs MUI's button family (base, ripple, spinner): one chunk, not five small ones compressed apart.
            {
              name: 'mui-button',
              test: /@mui\/material\/(ButtonBase|Button|IconButton|CircularProgress|useLazyRipple)\//,
            },
            // The submission machine with XState: the forms load both, and a one-click action that loads the
            // machine on its click (machine-action.ts) does not split it off the forms into a chunk of its own.
            {
              name: 'xstate',
              test: /\/(node_modules\/xstate\/dist\/.*|machines\/(submission\.machine|same-answers)\.ts)$/,
            },
          ],
        },
      },
    },
    // Arabic fonts and MUI make a few large shared chunks; routes stay lazy.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: [ALL_FORMS] },
        test: {
          name: 'browser-app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
          // A whole permit form drawn in jsdom takes seconds on a busy two-core machine.
          testTimeout: 15_000,
          // The setup loads every form's chunk (and the rich-text editor's) before the first test.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        resolve: { alias: [ALL_FORMS] },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'machines/**/*.test.ts',
            'schemas/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/contract-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
};

/** In development, /admin and its pages are the admin app's page, and /verify the verify page, as the server sends them in production. */
function adminPagesInDev(): Plugin {
  return {
    name: 'admin-pages-in-dev',
    apply: 'serve',
    configureServer: (server) => {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/admin(?:[/?]|$)/.test(request.url) && !/^\/admin\/[^?]*\./.test(request.url))
          request.url = '/admin.html';
        else if (request.url && /^\/verify(?:[?#]|$)/.test(request.url)) request.url = '/verify.html';
        next();
      });
    },
  };
}

/**
 * `vite build --mode admin`: the staff's app (admin.html, src/admin-main.tsx) into dist/ beside the
 * citizens', built apart so that not one chunk of a citizen page changes with it; its manifest is
 * dist/.vite/admin-manifest.json.
 */
const adminApp: UserConfig = {
  ...browserApp,
  plugins: [...(browserApp.plugins ?? []), adminPagesInDev()],
  resolve: { alias: [...((browserApp.resolve?.alias as Alias[] | undefined) ?? []), ALL_FORMS] },
  // The one API client sends the staff token, kept under its own key (src/lib/api-client.ts).
  define: { 'import.meta.env.VITE_TOKEN_STORAGE_KEY': JSON.stringify('reserve-portal.staff-token') },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/admin-manifest.json',
    rolldownOptions: {
      input: ['admin.html'],
      // As the citizens' app: what the entry runs at once in one chunk, whatever the lazy pages share with it.
      output: { codeSplitting: { groups: [{ name: 'admin-shell', tags: ['$initial'] }] } },
    },
    chunkSizeWarningLimit: 800,
  },
};

/** The verify page's entry fetched at low priority: the page is whole without it, and it waits for the first paint anyway (src/verify/start.ts). */
function lowPriorityEntry(): Plugin {
  return {
    name: 'low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}

/** The verify page's service worker: at the root under a name that never changes, as a worker's address must. */
const VERIFY_WORKER = 'src/verify/service-worker.ts';

/**
 * `vite build --mode verify`: the public permit check (verify.html, src/verify/), a page of its own with no
 * React and no MUI, held to 30 KB of script; its service worker becomes dist/verify-sw.js. The server draws
 * the page's HTML from it (server/plugins/browser-app.ts).
 */
const verifyPage: UserConfig = {
  plugins: [inlineEntryCss(), lowPriorityEntry(), precompressAssets()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/verify-manifest.json',
    // Its one chunk imports nothing: no polyfill for preloading what it needs.
    modulePreload: false,
    rolldownOptions: {
      input: ['verify.html', VERIFY_WORKER],
      output: {
        entryFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith(VERIFY_WORKER) ? 'verify-sw.js' : 'assets/[name]-[hash].js',
      },
    },
  },
};

/**
 * Five builds (npm run build): the browser app into dist/, and the admin app and the verify page beside it (`--mode admin`,
 * `--mode verify`); the same app's server renderer
 * (`--ssr src/entry-server.tsx`, into dist-ssr/, every dependency bundled in); and the API server
 * (`--ssr server/main.ts --mode server`).
 */
export default defineConfig(({ isSsrBuild, mode, command }) => {
  if (mode === 'admin') return adminApp;
  if (mode === 'verify') return verifyPage;
  // The development server serves both apps.
  if (command === 'serve') return { ...browserApp, plugins: [...(browserApp.plugins ?? []), adminPagesInDev()] };
  if (!isSsrBuild) return browserApp;
  if (mode === 'server') return serverBuild;
  // React and Emotion in their production builds whatever NODE_ENV the server runs with: in development
  // Emotion labels its class names, so hydration would find none of the page's styles and make them all again.
  return {
    ...browserApp,
    publicDir: false,
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
});
