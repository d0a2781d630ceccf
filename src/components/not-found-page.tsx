import { FormattedMessage, useIntl } from 'react-intl';
import { NoticePage } from './notice-page';

/** The page for an address that matches no route. */
export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <NoticePage title={intl.formatMessage({ id: 'pageTitle.notFound' })}>
      <FormattedMessage id="notFound.body" />
    </NoticePage>
  );
}
