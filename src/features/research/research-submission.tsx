import { useMemo } from 'react';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { submitResearch, useResearchCategories } from './api';

/** The research submission form: title, category, summary and attachments; `onSubmitted` after each success. */
export function ResearchSubmission({ onSubmitted }: { onSubmitted: () => void }) {
  const categories = useResearchCategories();
  const optionSources = useMemo(() => ({ 'research-categories': categories }), [categories]);
  const { formProps } = useFormSubmission(submitResearch, { onSuccess: onSubmitted });
  return <SchemaForm formId="research-submit" optionSources={optionSources} {...formProps} />;
}
