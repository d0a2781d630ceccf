import { useLocation, useSearch } from 'wouter';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { filtersOfSearch, searchOfFilters } from './queue-query';

/** The filters (schemas/admin/queue-filters/), drawn from the address and written back to it: Back and a shared link show the same queue. */
export function QueueFilters() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { formProps } = useFormSubmission(
    async (answers) => {
      const query = searchOfFilters(answers);
      navigate(query ? `${pathname}?${query}` : pathname);
      return { message: '' };
    },
    { initialValues: filtersOfSearch(search) },
  );
  return <SchemaForm formId="admin/queue-filters" {...formProps} />;
}
