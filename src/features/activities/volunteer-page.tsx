import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { CardGrid } from '../../components/card-grid';
import { ActivityCard } from './components/activity-card';
import { ActivityGroup } from './components/activity-group';
import type { ActivitySummary } from '../../../schemas/api/activities';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { volunteerOpportunitiesRead } from './reads';
import { splitByEnded } from './activity-facts';
import { activitiesMessages } from './messages';

function Volunteer() {
  const intl = useIntl();
  return (
    <ListPage<ActivitySummary>
      title={intl.formatMessage({ id: 'pageTitle.volunteer' })}
      intro={intl.formatMessage({ id: 'activities.volunteerIntro' })}
      readOf={volunteerOpportunitiesRead}
      emptyMessage={intl.formatMessage({ id: 'activities.volunteerEmpty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.volunteerPages' })}
    >
      {(items) => {
        const { upcoming, ended } = splitByEnded(items);
        return (
          <>
            <Box sx={{ mb: ended.length > 0 ? 4 : 0 }}>
              <CardGrid>
                {upcoming.map((item) => (
                  <ActivityCard key={item.uuid} activity={item} headingLevel="h2" />
                ))}
              </CardGrid>
            </Box>
            {ended.length > 0 && (
              <ActivityGroup title={intl.formatMessage({ id: 'activities.volunteerEnded' })} activities={ended} />
            )}
          </>
        );
      }}
    </ListPage>
  );
}

/** /volunteer: the volunteer opportunities, filtered by the server and paged (docs/requirements.md §P2). */
export default function VolunteerPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Volunteer />
    </PageMessages>
  );
}
