import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/card-grid';
import { ActivityCard } from './components/activity-card';
import type { ActivitySummary } from '../../../schemas/api/activities';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { useAppearance } from '../appearance/use-appearance';
import { volunteerOpportunitiesRead } from './api';
import { splitByEnded } from './activity-facts';
import { activitiesMessages } from './messages';

/** The opportunities of the page that have ended, apart under their own heading. */
function EndedOpportunities({ activities }: { activities: ActivitySummary[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'activities.volunteerEnded' })}
      </Typography>
      <CardGrid>
        {activities.map((activity) => (
          <ActivityCard key={activity.uuid} activity={activity} headingLevel="h3" />
        ))}
      </CardGrid>
    </Box>
  );
}

function Volunteer() {
  const intl = useIntl();
  const appearance = useAppearance();
  return (
    <ListPage<ActivitySummary>
      title={intl.formatMessage({ id: 'pageTitle.volunteer' })}
      intro={intl.formatMessage({ id: 'activities.volunteerIntro' })}
      headerImage={appearance?.pages_headers.volunteer_opportunity?.path}
      readOf={volunteerOpportunitiesRead}
      emptyMessage={intl.formatMessage({ id: 'activities.volunteerEmpty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.volunteerPages' })}
    >
      {(items) => {
        const { upcoming, ended } = splitByEnded(items);
        return (
          <>
            <CardGrid>
              {upcoming.map((item) => (
                <ActivityCard key={item.uuid} activity={item} headingLevel="h2" />
              ))}
            </CardGrid>
            {ended.length > 0 && <EndedOpportunities activities={ended} />}
          </>
        );
      }}
    </ListPage>
  );
}

/** /volunteer: the volunteer opportunities, filtered by the server and paged (spec 000 §2). */
export default function VolunteerPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Volunteer />
    </PageMessages>
  );
}
