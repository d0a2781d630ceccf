import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivitySummary, ActivityType } from '../../../schemas/api/activities';
import { CardGrid } from '../../components/card-grid';
import { PageMessages } from '../../i18n/page-messages';
import { usePageRead } from '../../lib/page-data';
import { usePageParam } from '../../lib/use-page-param';
import { useAppearance } from '../appearance/use-appearance';
import { activitiesRead, type ActivityPage } from './api';
import { groupByType } from './activity-facts';
import { ActivityCard } from './components/activity-card';
import { ActivityListScreen } from './components/activity-list-screen';
import { activitiesMessages } from './messages';

function TypeGroup({ type, activities }: { type: ActivityType; activities: ActivitySummary[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: `activities.type.${type}` })}
      </Typography>
      <CardGrid>
        {activities.map((activity) => (
          <ActivityCard key={activity.uuid} activity={activity} headingLevel="h3" />
        ))}
      </CardGrid>
    </Box>
  );
}

function Events() {
  const intl = useIntl();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => activitiesRead(page), [page]);
  const activities = usePageRead<ActivityPage>(read);
  return (
    <ActivityListScreen
      title={intl.formatMessage({ id: 'pageTitle.events' })}
      intro={intl.formatMessage({ id: 'activities.intro' })}
      headerImage={appearance?.pages_headers.events?.path}
      read={activities}
      emptyMessage={intl.formatMessage({ id: 'activities.empty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.pages' })}
      onPage={setPage}
    >
      {({ data }) => groupByType(data).map((group) => <TypeGroup key={group.type} {...group} />)}
    </ActivityListScreen>
  );
}

/** /events: the reserve's activities of one page, grouped by their four types (spec 000 §2). */
export default function EventsPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Events />
    </PageMessages>
  );
}
