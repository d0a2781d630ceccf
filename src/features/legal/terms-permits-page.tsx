import { useIntl } from 'react-intl';
import { PageMessages } from '../../i18n/page-messages';
import { LegalDocument } from './legal-document';
import { legalMessages } from './messages';
import termsPermitsText from './terms-permits.json';

function Page() {
  const intl = useIntl();
  return <LegalDocument title={intl.formatMessage({ id: 'pageTitle.termsPermits' })} text={termsPermitsText} />;
}

/** /terms-permits: the conditions of every permit and those of beekeepers (docs/requirements.md §P2), which the permit forms link to. */
export default function TermsPermitsPage() {
  return (
    <PageMessages catalogue={legalMessages}>
      <Page />
    </PageMessages>
  );
}
