import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(pageTitle: string): void {
  const intl = useIntl();
  const documentTitle = intl.formatMessage({ id: 'app.documentTitle' }, { page: pageTitle });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
