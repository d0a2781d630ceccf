import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import type { SurveySummary } from '../../../schemas/api/surveys';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { surveysRead } from './api';
import { surveyMessages } from './messages';
import { SurveyCard } from './survey-card';

function Surveys() {
  const intl = useIntl();
  return (
    <ListPage<SurveySummary>
      title={intl.formatMessage({ id: 'pageTitle.surveys' })}
      intro={intl.formatMessage({ id: 'surveys.intro' })}
      readOf={surveysRead}
      emptyMessage={intl.formatMessage({ id: 'surveys.empty' })}
      pagesLabel={intl.formatMessage({ id: 'surveys.pages' })}
    >
      {(items) => (
        <CardGrid>
          {items.map((item) => (
            <SurveyCard key={item.uuid} survey={item} />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}

/** /survey: the surveys, 20 a page, each with a 30-word preview and the way to answer it (docs/requirements.md §P2). */
export default function SurveysPage() {
  return (
    <PageMessages catalogue={surveyMessages}>
      <Surveys />
    </PageMessages>
  );
}
