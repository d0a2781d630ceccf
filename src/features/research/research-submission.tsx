import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { submitResearch } from './api';

/** The research submission form: title, category, summary and attachments; `onSubmitted` after each success. */
export function ResearchSubmission({ onSubmitted }: { onSubmitted: () => void }) {
  const { formProps } = useFormSubmission(submitResearch, { onSuccess: onSubmitted });
  return <SchemaForm formId="research-submit" {...formProps} />;
}
