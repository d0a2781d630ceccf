import { Box, Button, Skeleton, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { CardGrid } from '../../../components/card-grid';
import { PageSection } from '../../../components/page-section';
import { paths } from '../../../config/paths';
import { useLatestNews } from '../api/latest-news';
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH, NewsCard } from '../../../components/news-card';

const LATEST_NEWS_COUNT = 3;

/** The three newest articles, with a link to all news. */
export function LatestNewsSection() {
  const articles = useLatestNews(LATEST_NEWS_COUNT);
  return (
    <PageSection
      title={<FormattedMessage id="home.news.title" />}
      action={
        <Button variant="outlined" href={paths.news.getHref()}>
          <FormattedMessage id="home.news.viewAll" />
        </Button>
      }
    >
      {articles?.length === 0 ? (
        <Typography>
          <FormattedMessage id="home.news.empty" />
        </Typography>
      ) : articles === null ? (
        // Placeholders of the cards' size keep the page from jumping when the news arrives; hidden from screen readers.
        <Box aria-hidden="true">
          <CardGrid>
            {Array.from({ length: LATEST_NEWS_COUNT }, (_, index) => (
              <Box key={index}>
                <Skeleton
                  variant="rounded"
                  sx={{ height: 'auto', aspectRatio: `${NEWS_IMAGE_WIDTH} / ${NEWS_IMAGE_HEIGHT}` }}
                />
                <Skeleton width="40%" />
                <Skeleton />
              </Box>
            ))}
          </CardGrid>
        </Box>
      ) : (
        <CardGrid>
          {articles.map((article) => (
            <NewsCard key={article.uuid} article={article} />
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
