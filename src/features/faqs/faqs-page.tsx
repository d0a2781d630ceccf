import { useIntl } from 'react-intl';
import type { Faq } from '../../../schemas/api/faqs';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { faqsRead, showsFaqPagination } from './api';
import { FaqAccordion } from './faq-accordion';
import { faqMessages } from './messages';

function Faqs() {
  const intl = useIntl();
  return (
    <ListPage<Faq>
      title={intl.formatMessage({ id: 'pageTitle.faqs' })}
      intro={intl.formatMessage({ id: 'faqs.intro' })}
      // The FAQ has no header key of its own (docs/requirements.md §P3): it shares the contact page's, where questions also go.
      readOf={faqsRead}
      emptyMessage={intl.formatMessage({ id: 'faqs.empty' })}
      pagesLabel={intl.formatMessage({ id: 'faqs.pages' })}
      paginates={showsFaqPagination}
      maxWidth="md"
    >
      {(items) => <FaqAccordion faqs={items} />}
    </ListPage>
  );
}

/** /faqs: the frequently asked questions, a page of them at a time (docs/requirements.md §P2). */
export default function FaqsPage() {
  return (
    <PageMessages catalogue={faqMessages}>
      <Faqs />
    </PageMessages>
  );
}
