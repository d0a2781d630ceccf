import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Answers } from '../../../machines/submission.machine';
import type { MemberPermit } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import { isFileSchema } from '../../../schemas/validation/file-descriptor';
import { itemsSchema, propertySchema } from '../../../schemas/validation/schema-walk';
import { withOnlyFieldsOpen } from '../../lib/schema-form/only-fields-open';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { useRegistryForm } from '../../lib/schema-form/use-registry-form';
import { resubmitPermit } from './api';

/**
 * The permit's own form with only the fields the reviewer unlocked, starting from the answers as they stand;
 * the rest stay as submitted and are checked with them. An unlocked file field starts empty: the stored file
 * is on the server, and the point is to send another.
 */
export function ResubmitForm({ permit, onDone }: { permit: MemberPermit; onDone: () => void }) {
  const intl = useIntl();
  const loaded = useRegistryForm(permitService(permit.type).formId);
  const form = useMemo(() => withOnlyFieldsOpen(loaded, permit.unlocked_fields), [loaded, permit.unlocked_fields]);
  const initialValues = useMemo(() => {
    const { schema } = loaded.definition;
    const isFileField = (field: string) => {
      const fieldSchema = propertySchema(schema, field);
      return isFileSchema(fieldSchema) || isFileSchema(itemsSchema(fieldSchema));
    };
    return Object.fromEntries(
      Object.entries(permit.request ?? {}).filter(
        ([field]) => !(permit.unlocked_fields.includes(field) && isFileField(field)),
      ),
    ) as Answers;
  }, [loaded, permit.request, permit.unlocked_fields]);
  const { formProps } = useFormSubmission((answers, key) => resubmitPermit(permit, answers, key), {
    initialValues,
    onSuccess: onDone,
    failureFallback: intl.formatMessage({ id: 'profile.permit.resubmitFailed' }),
  });
  return <SchemaForm form={form} {...formProps} />;
}
