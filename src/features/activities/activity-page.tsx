import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { ActivityDetail } from '../../../schemas/api/activities';
import NotFoundPage from '../../components/not-found-page';
import { DetailPage } from '../../components/detail-page';
import { ExternalLink } from '../../components/external-link';
import { LongDate } from '../../components/long-date';
import { SanitizedHtml } from '../../components/sanitized-html';
import { ShareLinks } from '../../components/share-links';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { useAddressRead, useMovedAddress } from '../../lib/address-read';
import { usePageRead, type PageReadState } from '../../lib/page-data';
import { usePageHeaderImage } from '../../lib/page-header';
import { activityMovedTo, activityRead } from './reads';
import { durationInDays, hasEnded, headerKeyOf } from './activity-facts';
import { ActivityGallery } from './components/activity-gallery';
import { JoinActivity } from './components/join-activity';
import { activitiesMessages } from './messages';

/** A titled part of the page (description, terms, files), an h2 under the activity's h1. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const fileNameOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? path);

/** The facts list: dates, duration and place. */
function Facts({ activity }: { activity: ActivityDetail }) {
  const intl = useIntl();
  const fact = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}:
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {fact(
        intl.formatMessage({ id: 'activities.dates' }),
        intl.formatMessage(
          { id: 'activities.dateRange' },
          {
            from: <LongDate key="from" value={activity.from} withHijri />,
            to: <LongDate key="to" value={activity.to} withHijri />,
          },
        ),
      )}
      {fact(
        intl.formatMessage({ id: 'activities.duration' }),
        intl.formatMessage({ id: 'activities.days' }, { count: durationInDays(activity.from, activity.to) }),
      )}
      {activity.location_name !== '' &&
        fact(
          intl.formatMessage({ id: 'activities.location' }),
          <>
            {activity.location_name}
            {activity.location && (
              <>
                {' — '}
                <ExternalLink href={activity.location}>{intl.formatMessage({ id: 'activities.openMap' })}</ExternalLink>
              </>
            )}
          </>,
        )}
    </Box>
  );
}

function ActivityBody({ activity }: { activity: ActivityDetail }) {
  const intl = useIntl();
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography component="h1" variant="h4">
        {activity.title}
      </Typography>
      <ShareLinks url={paths.event.getHref(activity.slug)} title={activity.title} />
      <ActivityGallery images={activity.images} />
      <Facts activity={activity} />
      <JoinActivity slug={activity.slug} ended={hasEnded(activity)} />
      <Part title={intl.formatMessage({ id: 'activities.description' })}>
        <SanitizedHtml html={activity.description} />
      </Part>
      {activity.terms !== '' && (
        <Part title={intl.formatMessage({ id: 'activities.terms' })}>
          <SanitizedHtml html={activity.terms} />
        </Part>
      )}
      {activity.files.length > 0 && (
        <Part title={intl.formatMessage({ id: 'activities.files' })}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
            {activity.files.map((file) => (
              <Box component="li" key={file.path} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
                <InsertDriveFileOutlined aria-hidden color="primary" />
                <ExternalLink href={file.path} sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{fileNameOf(file.path)}</bdi>
                </ExternalLink>
              </Box>
            ))}
          </Box>
        </Part>
      )}
    </Box>
  );
}

/** The page of an activity that exists, or is on its way (or failed to come, with a retry). */
function ActivityScreen({ read }: { read: PageReadState<{ data: ActivityDetail }> }) {
  const intl = useIntl();
  const found = read.data?.data;
  // The hero follows the activity's type; the page's own (events) until the activity is known.
  const pageHeader = usePageHeaderImage(found && headerKeyOf(found.type));
  return (
    <DetailPage
      read={read}
      pendingTitle={intl.formatMessage({ id: 'pageTitle.event' })}
      titleOf={(activity) => activity.title}
      headerImage={pageHeader}
      parent={{ href: paths.events.getHref(), label: intl.formatMessage({ id: 'pageTitle.events' }) }}
    >
      {(activity) => <ActivityBody activity={activity} />}
    </DetailPage>
  );
}

function Activity() {
  const activity = usePageRead<{ data: ActivityDetail }>(useAddressRead(activityRead));
  useMovedAddress(activity.data, activityMovedTo);
  // The not-found page names the tab itself.
  return activity.notFound ? <NotFoundPage /> : <ActivityScreen read={activity} />;
}

/** /events/:slug: one activity with its gallery, facts, join action, description, terms and files (docs/requirements.md §P2). */
export default function ActivityPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Activity />
    </PageMessages>
  );
}
