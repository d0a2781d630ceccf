import { Card, CardContent, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { FramedImage } from '../lib/framed-image';
import { LongDate } from './long-date';
import { VisuallyHidden } from '../lib/visually-hidden';
import { paths } from '../config/paths';
import type { Article } from '../../schemas/api/content';

export const NEWS_IMAGE_WIDTH = 640;
export const NEWS_IMAGE_HEIGHT = 400;

interface NewsCardProps {
  article: Article;
  /** The news list shows the subtitle too (docs/requirements.md §P2); the home page's latest news does not. */
  withSubtitle?: boolean;
  /** h3 under the home page's section heading; h2 in the news list, under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** One article as a card, on the home page and in the news list: picture, date, title and a read-more link. */
export function NewsCard({ article, withSubtitle = false, headingLevel = 'h3' }: NewsCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {article.image !== null && (
        <FramedImage
          src={article.image.path}
          alt={article.image.alt}
          width={NEWS_IMAGE_WIDTH}
          height={NEWS_IMAGE_HEIGHT}
          sizes="(min-width: 1200px) 368px, (min-width: 900px) 33vw, 100vw"
        />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <LongDate value={article.created_at} />
        </Typography>
        <Typography component={headingLevel} variant="h6">
          {article.title}
        </Typography>
        {withSubtitle && article.subtitle !== '' && (
          <Typography sx={{ color: 'text.secondary' }}>{article.subtitle}</Typography>
        )}
        <Link
          href={paths.article.getHref(article.slug)}
          sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 700 }}
        >
          <FormattedMessage id="newsCard.readMore" />
          {/* 'Read more' alone is ambiguous out of context (a links list). */}
          <VisuallyHidden>: {article.title}</VisuallyHidden>
        </Link>
      </CardContent>
    </Card>
  );
}
