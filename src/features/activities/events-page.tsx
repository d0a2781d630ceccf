import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivitySummary, ActivityType } from '../../../schemas/api/activities';
import { CardGrid } from '../../components/card-grid';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { useAppearance } from '../appearance/use-appearance';
import { activitiesRead } from './api';
import { groupByType } from './activity-facts';
import { ActivityCard } from './components/activity-card';
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
  return (
    <ListPage<ActivitySummary>
      title={intl.formatMessage({ id: 'pageTitle.events' })}
      intro={intl.formatMessage({ id: 'activities.intro' })}
      headerImage={appearance?.pages_headers.events?.path}
      readOf={activitiesRead}
      emptyMessage={intl.formatMessage({ id: 'activities.empty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.pages' })}
    >
      {(items) => groupByType(items).map((group) => <TypeGroup key={group.type} {...group} />)}
    </ListPage>
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
