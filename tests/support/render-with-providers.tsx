import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../../src/app/providers';
import type { Locale } from '../../src/i18n/locale';

/** Renders a component inside the app's providers (intl, theme, direction, toasts). */
export function renderWithProviders(ui: ReactElement, { locale = 'ar' }: { locale?: Locale } = {}) {
  return render(<AppProviders locale={locale}>{ui}</AppProviders>);
}
