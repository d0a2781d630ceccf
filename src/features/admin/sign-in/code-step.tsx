import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { StaffEnrolment, StaffSession } from '../../../../machines/staff-sign-in.machine';
import { apiFieldErrors } from '../../../lib/api-client';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { verifyStaffCode } from './api';

interface CodeStepProps {
  challenge: string;
  enrolment: StaffEnrolment | null;
  onAccepted: (session: StaffSession) => void;
  /** The server no longer knows the challenge: the password again. */
  onLapsed: () => void;
  onBack: () => void;
}

// A refused challenge (expired, or too many wrong codes) is named on its own field; a wrong code on `code`.
const isChallengeRefused = (error: unknown) => 'challenge' in apiFieldErrors(error);

/** The QR code to scan, drawn from the server's SVG as an image: no markup of it enters the page. */
function Enrolment({ enrolment }: { enrolment: StaffEnrolment }) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby="enrolment-heading" sx={{ mb: 3 }}>
      <Typography id="enrolment-heading" component="h2" variant="h6" gutterBottom>
        {intl.formatMessage({ id: 'staffSignIn.enrolTitle' })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'staffSignIn.enrolSteps' })}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={intl.formatMessage({ id: 'staffSignIn.qrAlt' })}
        width={200}
        height={200}
        sx={{ display: 'block', bgcolor: '#fff', p: 1, mb: 2 }}
      />
      <Typography id="enrolment-secret-label">{intl.formatMessage({ id: 'staffSignIn.secretLabel' })}</Typography>
      <Box
        component="code"
        aria-labelledby="enrolment-secret-label"
        dir="ltr"
        sx={{ display: 'block', fontSize: '1.125rem', letterSpacing: '0.1em', wordBreak: 'break-all', my: 1 }}
      >
        {enrolment.secret}
      </Box>
    </Box>
  );
}

/** The authenticator's code (or a recovery code); a first sign-in scans the QR code above it first. */
export function CodeStep({ challenge, enrolment, onAccepted, onLapsed, onBack }: CodeStepProps) {
  const intl = useIntl();
  const { formProps } = useFormSubmission(
    async (answers) => {
      try {
        onAccepted(await verifyStaffCode(answers));
      } catch (error) {
        if (isChallengeRefused(error)) onLapsed();
        throw error;
      }
      return { message: '' };
    },
    { initialValues: { challenge }, failureFallback: intl.formatMessage({ id: 'staffSignIn.failed' }) },
  );
  return (
    <>
      {enrolment ? (
        <Enrolment enrolment={enrolment} />
      ) : (
        <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'staffSignIn.codeIntro' })}</Typography>
      )}
      <SchemaForm formId="admin/staff-sign-in-code" {...formProps} />
      <Button variant="text" onClick={onBack} sx={{ mt: 2, px: 0 }}>
        {intl.formatMessage({ id: 'staffSignIn.back' })}
      </Button>
    </>
  );
}
