import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { PageMessages } from '../../../i18n/page-messages';
import { GUEST_UUID_STORAGE_KEY } from '../../../lib/guest-uuid';
import { connectToaster, type Toast } from '../../../lib/toasts';
import { newsMessages } from '../messages';
import { LikeToggle } from './like-toggle';

const ARTICLE = { uuid: '5b0f3f0e-7d1a-4c8e-9a40-1f2e3d4c5b6a', likes_count: 5 };

/** The API as far as the toggle uses it: one liker's like, toggled one request at a time; `failToggles` answers 401. */
function stubLikeApi({ liked = false, count = 5, failToggles = false } = {}) {
  const server = { liked, count, inFlight: 0, mostInFlight: 0, toggles: [] as FormData[], reads: [] as string[] };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith(`/articles/${ARTICLE.uuid}`)) {
      server.reads.push(url.search);
      return json({
        data: {
          ...ARTICLE,
          slug: 'a',
          title: 't',
          subtitle: '',
          description: '',
          image: null,
          created_at: '2025-09-01T06:00:00.000Z',
          likes_count: server.count,
          liked: server.liked,
        },
      });
    }
    if (url.pathname.endsWith('/likes/toggle') && init?.method?.toUpperCase() === 'POST') {
      server.toggles.push(init.body as FormData);
      server.mostInFlight = Math.max(server.mostInFlight, ++server.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.inFlight -= 1;
      if (failToggles) return json({ message: 'Your session has ended.' }, 401);
      server.liked = !server.liked;
      server.count += server.liked ? 1 : -1;
      return json({ data: { liked: server.liked } });
    }
    return json({ message: 'Not found' }, 404);
  });
  return server;
}

function renderToggle(locale: 'ar' | 'en' = 'en') {
  renderWithProviders(
    <PageMessages catalogue={newsMessages}>
      <LikeToggle article={ARTICLE} />
    </PageMessages>,
    { locale },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('LikeToggle', () => {
  it('reads the guest state, then likes with the guest id kept in localStorage and reads the count again', async () => {
    const server = stubLikeApi();
    renderToggle();
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('5 likes')).toBeTruthy();

    const guest = localStorage.getItem(GUEST_UUID_STORAGE_KEY)!;
    expect(server.reads).toEqual([`?guest_uuid=${guest}`]);
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('6 likes')).toBeTruthy();
    await waitFor(() => expect(server.reads).toHaveLength(2));
    const sent = Object.fromEntries(server.toggles[0]!.entries());
    expect(sent).toEqual({ likeable_type: 'article', likeable_id: ARTICLE.uuid, guest_uuid: guest });
    expect(await screen.findByText('6 likes')).toBeTruthy();
  });

  it('ends a burst of clicks in the state of the last one, sending one toggle at a time', async () => {
    const server = stubLikeApi({ liked: true, count: 9 });
    renderToggle();
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    for (let click = 0; click < 5; click += 1) await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // Up to five toggles one after another: on a busy CI machine that outlasts waitFor's default second.
    await waitFor(() => expect(server.reads.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await waitFor(() => expect(server.liked).toBe(false), { timeout: 5000 });
    expect(server.mostInFlight).toBe(1);
    expect(server.count).toBe(8);
    expect(await screen.findByText('8 likes')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('tells a refused toggle in a toast and shows the state the server holds', async () => {
    const toasts: Toast[] = [];
    const disconnect = connectToaster((toast) => toasts.push(toast));
    try {
      stubLikeApi({ failToggles: true });
      renderToggle();
      const button = await screen.findByRole('button', { name: 'Like' });
      await waitFor(() => expect(button).toHaveProperty('disabled', false));
      await userEvent.click(button);
      await waitFor(() => expect(toasts).toEqual([{ message: 'Your session has ended.', variant: 'error' }]));
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
      expect(screen.getByText('5 likes')).toBeTruthy();
    } finally {
      disconnect();
    }
  });

  it('speaks Arabic, with Arabic plural forms', async () => {
    stubLikeApi({ count: 2 });
    renderToggle('ar');
    expect(await screen.findByRole('button', { name: 'أعجبني' })).toBeTruthy();
    expect(await screen.findByText('إعجابان')).toBeTruthy();
  });
});
