import { useIntl } from 'react-intl';
import { PageMessages } from '../../i18n/page-messages';
import { LegalDocument } from './legal-document';
import { legalMessages } from './messages';
import termsText from './terms.json';

function Page() {
  const intl = useIntl();
  return <LegalDocument title={intl.formatMessage({ id: 'pageTitle.terms' })} text={termsText} withContents />;
}

/** /terms: the terms of use of the portal (docs/requirements.md §P2). */
export default function TermsPage() {
  return (
    <PageMessages catalogue={legalMessages}>
      <Page />
    </PageMessages>
  );
}
