import { useIntl } from 'react-intl';
import type { ActivitySummary } from '../../../schemas/api/activities';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { activitiesRead } from './reads';
import { groupByType, splitByEnded } from './activity-facts';
import { ActivityGroup } from './components/activity-group';
import { activitiesMessages } from './messages';

function Events() {
  const intl = useIntl();
  return (
    <ListPage<ActivitySummary>
      title={intl.formatMessage({ id: 'pageTitle.events' })}
      intro={intl.formatMessage({ id: 'activities.intro' })}
      readOf={activitiesRead}
      emptyMessage={intl.formatMessage({ id: 'activities.empty' })}
      pagesLabel={intl.formatMessage({ id: 'activities.pages' })}
    >
      {(items) => {
        const { upcoming, ended } = splitByEnded(items);
        return (
          <>
            {groupByType(upcoming).map(({ type, activities }) => (
              <ActivityGroup
                key={type}
                title={intl.formatMessage({ id: `activities.type.${type}` })}
                activities={activities}
              />
            ))}
            {ended.length > 0 && (
              <ActivityGroup title={intl.formatMessage({ id: 'activities.ended' })} activities={ended} />
            )}
          </>
        );
      }}
    </ListPage>
  );
}

/** /events: the reserve's activities of one page, those to come grouped by their four types, those that have ended apart (docs/requirements.md §P2). */
export default function EventsPage() {
  return (
    <PageMessages catalogue={activitiesMessages}>
      <Events />
    </PageMessages>
  );
}
