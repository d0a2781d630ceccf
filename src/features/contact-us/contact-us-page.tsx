import { useIntl } from 'react-intl';
import { FormPage } from '../../components/form-page';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { sendContactMessage } from './api';

/** /contact-us: a complaint or suggestion, with a resident's area and attachments. */
export default function ContactUsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.contactUs' });
  const { formProps } = useFormSubmission(sendContactMessage);

  return (
    <FormPage title={title} maxWidth="md" intro={intl.formatMessage({ id: 'contactUs.intro' })}>
      <SchemaForm formId="contact-us" {...formProps} />
    </FormPage>
  );
}
