import { useIntl } from 'react-intl';
import { FormPage } from '../../components/form-page';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { sendContactMessage } from './api';
import { PageMessages } from '../../i18n/page-messages';
import { contactUsMessages } from './messages';

/** /contact-us: a complaint or suggestion, with a resident's area and attachments. */
function ContactUs() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.contactUs' });
  const { formProps } = useFormSubmission(sendContactMessage);

  return (
    <FormPage title={title} maxWidth="md" intro={intl.formatMessage({ id: 'contactUs.intro' })}>
      <SchemaForm formId="contact-us" {...formProps} />
    </FormPage>
  );
}

/** The page, with its own texts, which come with its code rather than the entry. */
export default function ContactUsPage() {
  return (
    <PageMessages catalogue={contactUsMessages}>
      <ContactUs />
    </PageMessages>
  );
}
