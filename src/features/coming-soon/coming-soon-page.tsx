import { FormattedMessage } from 'react-intl';
import { NoticePage } from '../../components/notice-page';

/** A screen not built yet: its title and a 'coming soon' notice inside the site shell. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <NoticePage title={title}>
      <FormattedMessage id="comingSoon.body" />
    </NoticePage>
  );
}
