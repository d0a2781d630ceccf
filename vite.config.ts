import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT || 8081);

// The Arabic faces of the first screen: preloaded so text does not reflow when they arrive.
const PRELOADED_FONTS = /ibm-plex-sans-arabic-arabic-(400|700)-normal-[\w-]+\.woff2$/;

/** Adds <link rel=preload> for the first screen's fonts, whose hashed names exist only after bundling. */
function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'preload-first-screen-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => PRELOADED_FONTS.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside every text asset, served by @fastify/static's preCompressed option. */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: async () => {
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

export default defineConfig({
  plugins: [react(), preloadFirstScreenFonts(), precompressAssets()],
  resolve: {
    // No form renders Markdown: see src/lib/schema-form/plain-markdown.tsx.
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: path.resolve('src/lib/schema-form/plain-markdown.tsx') }],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    // Arabic fonts and MUI make a few large shared chunks; routes stay lazy.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'machines/**/*.test.ts', 'schemas/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
