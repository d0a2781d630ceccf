import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from './locale';

interface PageMessagesProps {
  /** The page's own catalogue (defineCatalogue), loaded with the page's chunk rather than the entry. */
  catalogue: Record<Locale, Record<string, string>>;
  children: ReactNode;
}

/** Adds a page's own messages to the app's for everything below it, so a visitor's first load does not carry them. */
export function PageMessages({ catalogue, children }: PageMessagesProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'ar';
  // The app's messages are plain strings (messagesFor), as the page's are.
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...catalogue[locale] }),
    [intl.messages, catalogue, locale],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
