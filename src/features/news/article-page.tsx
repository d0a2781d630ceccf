import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleDetail } from '../../../schemas/api/news';
import NotFoundPage from '../../components/not-found-page';
import { DetailPage } from '../../components/detail-page';
import { FramedImage } from '../../lib/framed-image';
import { LongDate } from '../../components/long-date';
import { SanitizedHtml } from '../../components/sanitized-html';
import { ShareLinks } from '../../components/share-links';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { previewTokenIn, useAddressRead, useMovedAddress } from '../../lib/address-read';
import { usePageRead, type PageReadState } from '../../lib/page-data';
import { usePageHeaderImage } from '../../lib/page-header';
import { articleMovedTo, articleRead } from './reads';
import { LikeToggle } from './components/like-toggle';
import { newsMessages } from './messages';

// The article's own picture, drawn across the md container.
const IMAGE_WIDTH = 1280;
const IMAGE_HEIGHT = 800;

/** The article as a visitor sees it; in an editor's preview, told so, with nothing to like or share yet. */
function ArticleBody({ article, previewing }: { article: ArticleDetail; previewing: boolean }) {
  const intl = useIntl();
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {previewing && <Alert severity="info">{intl.formatMessage({ id: 'news.preview' })}</Alert>}
      <Typography component="h1" variant="h4">
        {article.title}
      </Typography>
      {article.subtitle !== '' && (
        <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>{article.subtitle}</Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'news.publishedOn' })} <LongDate value={article.publish_at} />
      </Typography>
      {!previewing && <ShareLinks url={paths.article.getHref(article.slug)} title={article.title} />}
      {article.image !== null && (
        <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <FramedImage
            src={article.image.path}
            alt={article.image.alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            sizes="(min-width: 900px) 852px, 100vw"
            loading="eager"
          />
        </Box>
      )}
      <SanitizedHtml html={article.description} />
      {!previewing && <LikeToggle article={article} />}
    </Box>
  );
}

/** The page of an article that exists, or is on its way (or failed to come, with a retry). */
function ArticleScreen({ read }: { read: PageReadState<{ data: ArticleDetail }> }) {
  const intl = useIntl();
  const search = useSearch();
  const pageHeader = usePageHeaderImage();
  return (
    <DetailPage
      read={read}
      pendingTitle={intl.formatMessage({ id: 'pageTitle.article' })}
      titleOf={(article) => article.title}
      headerImage={pageHeader}
      parent={{ href: paths.news.getHref(), label: intl.formatMessage({ id: 'pageTitle.news' }) }}
    >
      {(article) => <ArticleBody article={article} previewing={previewTokenIn(search) !== undefined} />}
    </DetailPage>
  );
}

function Article() {
  const article = usePageRead<{ data: ArticleDetail }>(useAddressRead(articleRead));
  useMovedAddress(article.data, articleMovedTo);
  // The not-found page names the tab itself.
  return article.notFound ? <NotFoundPage /> : <ArticleScreen read={article} />;
}

/** /news/:id: one article by its slug or uuid, with its likes (docs/requirements.md §P2, §P4). */
export default function ArticlePage() {
  return (
    <PageMessages catalogue={newsMessages}>
      <Article />
    </PageMessages>
  );
}
