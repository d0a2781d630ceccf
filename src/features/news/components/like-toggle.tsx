import { Box, Button, Typography } from '@mui/material';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useIntl } from 'react-intl';
import { useArticleLike } from '../use-article-like';
import type { Article } from '../../../../schemas/api/content';

/**
 * The article's total likes and a toggle button (aria-pressed) for guests and signed-in visitors alike.
 * Disabled until the visitor's own state is known, which needs the page's code.
 */
export function LikeToggle({ article }: { article: Pick<Article, 'uuid' | 'likes_count'> }) {
  const intl = useIntl();
  const { liked, count, toggle } = useArticleLike(article, intl.formatMessage({ id: 'news.likeFailed' }));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        aria-pressed={liked ?? false}
        disabled={liked === undefined}
        onClick={toggle}
        startIcon={liked ? <Favorite aria-hidden="true" /> : <FavoriteBorder aria-hidden="true" />}
        sx={{ minHeight: 44, gap: 1 }}
      >
        {intl.formatMessage({ id: 'news.like' })}
      </Button>
      {/* Polite: the new total is read out after a click, without interrupting. */}
      <Typography aria-live="polite" aria-atomic="true" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'news.likes' }, { count })}
      </Typography>
    </Box>
  );
}
