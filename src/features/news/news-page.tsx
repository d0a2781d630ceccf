import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import { NewsCard } from '../../components/news-card';
import type { Article } from '../../../schemas/api/content';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { articlesRead } from './reads';
import { newsMessages } from './messages';

function News() {
  const intl = useIntl();
  return (
    <ListPage<Article>
      title={intl.formatMessage({ id: 'pageTitle.news' })}
      intro={intl.formatMessage({ id: 'news.intro' })}
      readOf={articlesRead}
      emptyMessage={intl.formatMessage({ id: 'news.empty' })}
      pagesLabel={intl.formatMessage({ id: 'news.pages' })}
    >
      {(items) => (
        <CardGrid>
          {items.map((item) => (
            <NewsCard key={item.uuid} article={item} withSubtitle headingLevel="h2" />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}

/** /news: the reserve's news, newest first, a page at a time (docs/requirements.md §P2). */
export default function NewsPage() {
  return (
    <PageMessages catalogue={newsMessages}>
      <News />
    </PageMessages>
  );
}
