import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AccountType } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import type { PageTitleId } from '../../config/page-titles';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { CaptchaForm } from '../../lib/captcha/captcha-form';
import { usePasswordSignIn } from './use-password-sign-in';
import { useSendCode } from './use-send-code';

const signInScreens: Record<AccountType, { formId: FormId; titleId: PageTitleId; signUpHref: string }> = {
  individual: { formId: 'sign-in', titleId: 'pageTitle.signIn', signUpHref: paths.signUp.getHref() },
  company: {
    formId: 'sign-in-companies',
    titleId: 'pageTitle.signInCompanies',
    signUpHref: paths.signUpCompanies.getHref(),
  },
};

/** /sign-in and /sign-in-companies: e-mail and password, a captcha after repeated failures, and a one-time code instead. */
export function PasswordSignIn({ accountType }: { accountType: AccountType }) {
  const intl = useIntl();
  const { formId, titleId, signUpHref } = signInScreens[accountType];
  const { formProps, captcha } = usePasswordSignIn(formId, accountType);
  const { sendCode, sending } = useSendCode(accountType, formProps.values, formProps.onInvalid);

  return (
    <FormPage title={intl.formatMessage({ id: titleId })}>
      <CaptchaForm formId={formId} {...formProps} captcha={captcha} />
      <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <Button variant="text" onClick={sendCode} disabled={sending || formProps.submitting} sx={{ px: 0 }}>
          {intl.formatMessage({ id: 'auth.useOneTimeCode' })}
        </Button>
        <Link href={paths.forgetPassword.getHref()}>{intl.formatMessage({ id: 'auth.forgotPassword' })}</Link>
        <Typography>
          {intl.formatMessage({ id: 'auth.noAccount' })}{' '}
          <Link href={signUpHref}>{intl.formatMessage({ id: 'auth.signUp' })}</Link>
        </Typography>
      </Stack>
    </FormPage>
  );
}
