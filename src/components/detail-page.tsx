import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';
import type { PageReadState } from '../lib/page-data';
import { useDocumentTitle } from '../lib/use-document-title';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { LoadErrorState } from './load-error-state';
import { LoadingIndicator } from './loading-indicator';
import { PageHeaderImage } from './page-header-image';

interface DetailPageProps<T> {
  /** The item's read (the feature's own, which the server renders the page from); a 404 is the caller's not-found page. */
  read: PageReadState<{ data: T }>;
  /** The tab's title and the heading until the item has come ("News article"). */
  pendingTitle: string;
  titleOf: (item: T) => string;
  /** The path of its header image: the page's own (`usePageHeaderImage`), or the item's. */
  headerImage: string | undefined;
  /** The list it belongs to: the breadcrumb's middle step. */
  parent: { href: string; label: string };
  /** False while a failed read is being dealt with otherwise (a members-only survey sends the visitor to sign in). */
  showsFailure?: boolean;
  maxWidth?: ContainerProps['maxWidth'];
  /** The item's body, with its own level-1 heading. */
  children: (item: T) => ReactNode;
}

/**
 * THE frame of a public detail page: header image and breadcrumb (home › list › item), then the item,
 * or while it comes its title with a spinner, or on failure THE load error with a retry.
 */
export function DetailPage<T>({
  read,
  pendingTitle,
  titleOf,
  headerImage,
  parent,
  showsFailure = true,
  maxWidth = 'md',
  children,
}: DetailPageProps<T>) {
  const intl = useIntl();
  const found = read.data?.data;
  const title = found === undefined ? pendingTitle : titleOf(found);
  useDocumentTitle(title);
  return (
    <>
      <PageHeaderImage src={headerImage} />
      <Container maxWidth={maxWidth} sx={{ py: 4 }}>
        <BreadcrumbTrail
          links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }, parent]}
          current={title}
        />
        {found !== undefined ? (
          children(found)
        ) : (
          <>
            <Typography component="h1" variant="h4">
              {title}
            </Typography>
            {read.failed && showsFailure ? <LoadErrorState onRetry={read.retry} /> : <LoadingIndicator />}
          </>
        )}
      </Container>
    </>
  );
}
