import { FormattedMessage, useIntl } from 'react-intl';
import { NoticePage } from '../components/notice-page';

/** The page for an address that matches no route. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <NoticePage title={intl.formatMessage({ id: 'pageTitle.notFound' })}>
      <FormattedMessage id="app.notFound.body" />
    </NoticePage>
  );
}
