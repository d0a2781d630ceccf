import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { useDocumentTitle } from '../../lib/use-document-title';
import { sendContactMessage, useReserveAreas } from './api';

/** /contact-us: a complaint or suggestion, with a resident's area and attachments. */
export default function ContactUsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.contactUs' });
  useDocumentTitle(title);
  const areas = useReserveAreas(intl.locale);
  const optionSources = useMemo(() => ({ 'reserve-areas': areas }), [areas]);
  const { formProps } = useFormSubmission(sendContactMessage);

  return (
    <Container component="section" maxWidth="md" sx={{ py: 4 }} aria-labelledby="contact-us-title">
      <Typography id="contact-us-title" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: 'contactUs.intro' })}
      </Typography>
      <SchemaForm formId="contact-us" optionSources={optionSources} {...formProps} />
    </Container>
  );
}
