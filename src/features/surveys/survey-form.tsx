import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Answers } from '../../../machines/submission.machine';
import type { SurveyDetail } from '../../../schemas/api/surveys';
import { questionsToSchema } from '../../../schemas/questions/questions-to-schema';
import { questionsValidator } from '../../../schemas/questions/questions-validator';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { sendSurveyAnswers } from './send-survey-answers';

// docs/requirements.md §P4, §P9: back to the list 3 seconds after a successful answer.
const BACK_TO_LIST_MS = 3000;

/** The form a survey's questions make, drawn by the one SchemaForm and sent through the submission machine. */
export function SurveyForm({ survey }: { survey: SurveyDetail }) {
  const intl = useIntl();
  const form = useMemo(() => {
    const definition = questionsToSchema(survey.questions);
    return { definition, validator: questionsValidator(definition.schema) };
  }, [survey.questions]);
  const { formProps } = useFormSubmission(
    (answers: Answers, key: string) => sendSurveyAnswers(survey.uuid, survey.questions, answers, key),
    {
      redirect: { to: paths.surveys.getHref(), delayMs: BACK_TO_LIST_MS },
      failureFallback: intl.formatMessage({ id: 'surveys.submitFailed' }),
    },
  );
  return <SchemaForm form={form} {...formProps} />;
}
