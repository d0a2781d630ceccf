import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlbumFile } from '../../../schemas/api/albums';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import type { Locale } from '../../i18n/locale';
import { PageMessages } from '../../i18n/page-messages';
import { AlbumPhotos } from './album-photos';
import { albumMessages } from './messages';

const photo = (name: string, alt: string): AlbumFile => ({
  path: `/demo/articles/${name}.webp`,
  width: 800,
  height: 500,
  alt,
});
const PHOTOS = [photo('acacia', 'Acacias'), photo('gazelles', 'Gazelles'), photo('dunes', 'Dunes')];

const TEXT = {
  ar: {
    open: (n: number) => `عرض الصورة ${n}: ${PHOTOS[n - 1]!.alt}`,
    of: (n: number) => `${n} من 3`,
    next: 'الصورة التالية',
    previous: 'الصورة السابقة',
    close: 'إغلاق',
  },
  en: {
    open: (n: number) => `View photo ${n}: ${PHOTOS[n - 1]!.alt}`,
    of: (n: number) => `${n} of 3`,
    next: 'Next photo',
    previous: 'Previous photo',
    close: 'Close',
  },
} as const;

function renderAlbum(locale: Locale = 'ar') {
  renderWithProviders(
    <PageMessages catalogue={albumMessages}>
      <AlbumPhotos title="Wadi Al-Shawki" photos={PHOTOS} />
    </PageMessages>,
    { locale },
  );
  return {
    user: userEvent.setup(),
    thumbnail: (n: number) => screen.getByRole('button', { name: TEXT[locale].open(n) }),
  };
}

/** The lightbox, once open: named by the album, showing photo `n` with its text and its place. */
async function expectShowing(n: number, locale: Locale = 'ar') {
  const dialog = await screen.findByRole('dialog', { name: 'Wadi Al-Shawki' });
  await waitFor(() => expect(within(dialog).getByText(TEXT[locale].of(n))).toBeDefined());
  const image = within(dialog).getByRole('img');
  expect(image.getAttribute('alt')).toBe(PHOTOS[n - 1]!.alt);
  expect(image.getAttribute('src')).toBe(PHOTOS[n - 1]!.path);
  // The text and the place are one live region, so each move is announced.
  const caption = within(dialog).getByText(TEXT[locale].of(n)).closest('[aria-live]')!;
  expect(caption.getAttribute('aria-live')).toBe('polite');
  expect(caption.textContent).toContain(PHOTOS[n - 1]!.alt);
  expect(dialog.contains(document.activeElement)).toBe(true);
  return dialog;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

beforeEach(() => localStorage.clear());

describe("an album's lightbox", () => {
  it('opens on a click on a thumbnail, and its close button closes it and gives focus back to the thumbnail', async () => {
    const { user, thumbnail } = renderAlbum();
    expect(screen.getAllByRole('button', { name: /^عرض الصورة/ })).toHaveLength(3);
    await user.click(thumbnail(2));
    const dialog = await expectShowing(2);
    await user.click(within(dialog).getByRole('button', { name: TEXT.ar.close }));
    await closed();
    expect(document.activeElement).toBe(thumbnail(2));
  });

  it('opens with Enter or Space on a focused thumbnail, and Escape closes it', async () => {
    const { user, thumbnail } = renderAlbum();
    thumbnail(3).focus();
    await user.keyboard('{Enter}');
    await expectShowing(3);
    await user.keyboard('{Escape}');
    await closed();
    expect(document.activeElement).toBe(thumbnail(3));

    await user.keyboard(' ');
    await expectShowing(3);
    await user.keyboard('{Escape}');
    await closed();
    expect(document.activeElement).toBe(thumbnail(3));
  });

  it('closes on a click on the backdrop, not on the photo', async () => {
    const { user, thumbnail } = renderAlbum();
    await user.click(thumbnail(1));
    const dialog = await expectShowing(1);
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeDefined();
    await user.click(document.querySelector('.MuiDialog-container')!);
    await closed();
    expect(document.activeElement).toBe(thumbnail(1));
  });

  it('goes to the next photo with ArrowLeft in Arabic, round past the ends, and gives focus back to the last one shown', async () => {
    const { user, thumbnail } = renderAlbum('ar');
    await user.click(thumbnail(1));
    await expectShowing(1);
    await user.keyboard('{ArrowLeft}');
    await expectShowing(2);
    await user.keyboard('{ArrowLeft}');
    await expectShowing(3);
    await user.keyboard('{ArrowLeft}');
    await expectShowing(1);
    await user.keyboard('{ArrowRight}');
    await expectShowing(3);
    await user.keyboard('{Escape}');
    await closed();
    expect(document.activeElement).toBe(thumbnail(3));
  });

  it('goes to the next photo with ArrowRight in English', async () => {
    const { user, thumbnail } = renderAlbum('en');
    await user.click(thumbnail(2));
    await expectShowing(2, 'en');
    await user.keyboard('{ArrowRight}');
    await expectShowing(3, 'en');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    await expectShowing(1, 'en');
  });

  it('moves with its previous and next buttons too', async () => {
    const { user, thumbnail } = renderAlbum('en');
    await user.click(thumbnail(1));
    const dialog = await expectShowing(1, 'en');
    await user.click(within(dialog).getByRole('button', { name: TEXT.en.next }));
    await expectShowing(2, 'en');
    await user.click(within(dialog).getByRole('button', { name: TEXT.en.previous }));
    await user.click(within(dialog).getByRole('button', { name: TEXT.en.previous }));
    await expectShowing(3, 'en');
  });

  it('keeps focus inside while it is open', async () => {
    const { user, thumbnail } = renderAlbum();
    await user.click(thumbnail(1));
    const dialog = await expectShowing(1);
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
