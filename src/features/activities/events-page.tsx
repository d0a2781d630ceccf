import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivitySummary } from '../../../schemas/api/activities';
import { CardGrid } from '../../components/card-grid';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { useAppearance } from '../appearance/use-appearance';
import { activitiesRead } from './api';
import { groupByType, splitByEnded } from './activity-facts';
import { ActivityCard } from './components/activity-card';
import { activitiesMessages } from './messages';

/** A titled group of activity cards: one type, or those that have ended. */
function ActivityGroup({ title, activities }: { title: string; activities: ActivitySummary[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
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
      {(items) => {
        const { upcoming, ended } = splitByEnded(items);
        return (
          <>
            {groupByType(upcoming).map(({ type, activities }) => (
              <ActivityGroup key={type} title={intl.formatMessage({ id: `activities.type.${type}` })} activities={activities} />
            ))}
            {ended.length > 0 && <ActivityGroup title={intl.formatMessage({ id: 'activities.ended' })} activities={ended} />}
          </>
        );
      }}
    </ListPage>
  );
}

/** /events: the reserve's activities of one page, those to come grouped by their four types, those that have ended apart (spec 000 §2). */
export default function EventsPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Events />
    </PageMessages>
  );
}
