import { useIntl } from 'react-intl';
import { PageMessages } from '../../i18n/page-messages';
import { LegalDocument } from './legal-document';
import { legalMessages } from './messages';
import researcherRulesText from './researcher-rules.json';

function Page() {
  const intl = useIntl();
  return (
    <LegalDocument title={intl.formatMessage({ id: 'pageTitle.termsPermitsResearcher' })} text={researcherRulesText} />
  );
}

/** /terms-permits-researcher: the rules of scientific research in the reserve (docs/requirements.md §P2), which the research form links to. */
export default function TermsPermitsResearcherPage() {
  return (
    <PageMessages catalogue={legalMessages}>
      <Page />
    </PageMessages>
  );
}
