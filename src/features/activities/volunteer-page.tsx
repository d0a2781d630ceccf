import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import { PageMessages } from '../../i18n/page-messages';
import { usePageRead } from '../../lib/page-data';
import { usePageParam } from '../../lib/use-page-param';
import { useAppearance } from '../appearance/use-appearance';
import { volunteerOpportunitiesRead, type ActivityPage } from './api';
import { ActivityCard } from './components/activity-card';
import { ActivityListScreen } from './components/activity-list-screen';
import { activitiesMessages } from './messages';

function Volunteer() {
  const intl = useIntl();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => volunteerOpportunitiesRead(page), [page]);
  const opportunities = usePageRead<ActivityPage>(read);
  return (
    <ActivityListScreen
      title={intl.formatMessage({ id: 'pageTitle.volunteer' })}
      intro={intl.formatMessage({ id: 'activities.volunteerIntro' })}
      headerImage={appearance?.pages_headers.volunteer_opportunity?.path}
      read={opportunities}
      emptyMessage={intl.formatMessage({ id: 'activities.volunteerEmpty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.volunteerPages' })}
      onPage={setPage}
    >
      {({ data }) => (
        <CardGrid>
          {data.map((activity) => (
            <ActivityCard key={activity.uuid} activity={activity} headingLevel="h2" />
          ))}
        </CardGrid>
      )}
    </ActivityListScreen>
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
