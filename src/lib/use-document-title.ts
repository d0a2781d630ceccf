import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';

/** What a server render learns of the page's <head> while rendering it. */
export class DocumentHead {
  title: string | undefined;

  setTitle(title: string): void {
    this.title = title;
  }
}

const DocumentHeadContext = createContext<DocumentHead | null>(null);
/** Given by the server renderer only: effects do not run there, so the title is collected during the render. */
export const DocumentHeadProvider = DocumentHeadContext.Provider;

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(pageTitle: string): void {
  const intl = useIntl();
  const documentTitle = intl.formatMessage({ id: 'app.documentTitle' }, { page: pageTitle });
  const serverHead = useContext(DocumentHeadContext);
  serverHead?.setTitle(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
