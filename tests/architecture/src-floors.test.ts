import { describe, expect, it } from 'vitest';
import { boundaryErrors } from './lint-probe';

// The floors of src: app and the entry files → features → components → lib → config, i18n.
describe('the floors of src', () => {
  it.each([
    ['src/features/news/probe.ts', "import { LatestNewsSection } from '../home/components/latest-news-section';"],
    ['src/features/profile/probe.ts', "import { permitMessages } from '../permits/messages';"],
    ['src/features/permits/probe.ts', "import { signInWithPassword } from '../auth/api';"],
  ])('%s may not import another feature', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining('A feature never imports another')]);
  });

  it.each([
    ['src/features/news/probe.ts', "import { AppRoutes } from '../../app/router';"],
    ['src/components/probe.tsx', "import { messagesFor } from '../app/catalogue';"],
    ['src/lib/probe.ts', "import { renderPage } from '../entry-server';"],
  ])('%s may not import the app shell', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([
      expect.stringContaining('Only the app shell composes the app'),
    ]);
  });

  it.each([
    ['src/lib/probe.ts', "import { signInWithPassword } from '../features/auth/api';"],
    ['src/components/probe.tsx', "import { homeMessages } from '../features/home/messages';"],
    ['src/config/probe.ts', "import { newsMessages } from '../features/news/messages';"],
  ])('%s may not import a feature', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([
      expect.stringContaining('Shared code never imports a feature'),
    ]);
  });

  it.each([
    ['src/lib/probe.ts', "import { NewsCard } from '../components/news-card';"],
    ['src/lib/schema-form/probe.tsx', "import { EmptyState } from '../../components/empty-state';"],
  ])('%s may not import components', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining('lib sits below components')]);
  });

  it.each([
    ['src/config/probe.ts', "import { api } from '../lib/api-client';"],
    ['src/i18n/probe.ts', "import { componentMessages } from '../components/messages';"],
  ])('%s may not import components or lib', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining('the bottom floor')]);
  });

  it.each([
    ['src/app/probe.ts', "import { homeMessages } from '../features/home/messages';"],
    ['src/features/news/probe.ts', "import { articlesRead } from './reads';"],
    ['src/features/news/probe.ts', "import { useAuth } from '../../lib/session/auth-provider';"],
    ['src/features/news/probe.ts', "import { NewsCard } from '../../components/news-card';"],
    ['src/components/probe.tsx', "import { VisuallyHidden } from '../lib/visually-hidden';"],
    ['src/lib/schema-form/probe.tsx', "import { FramedImage } from '../framed-image';"],
    ['src/components/probe.tsx', "import { paths } from '../config/paths';"],
    ['src/config/probe.ts', "import { defineCatalogue } from '../i18n/define-catalogue';"],
  ])('%s may import downwards and inside its own feature', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
