import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { staffSignInMachine } from '../../../../machines/staff-sign-in.machine';
import { FormPage } from '../../../components/form-page';
import { adminPaths, isAdminPath } from '../../../config/admin-paths';
import { returnPathFromSearch } from '../../../lib/return-path';
import { showToast } from '../../../lib/toasts';
import { storeStaffToken } from '../../../lib/staff-session/staff-session';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';
import { RecoveryCodesStep } from './recovery-codes-step';

/** /admin/sign-in: password (and captcha), then the authenticator's code; a first sign-in enrols and gets recovery codes. */
export default function StaffSignInPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const returnPath = returnPathFromSearch(useSearch());
  const target = returnPath !== null && isAdminPath(returnPath) ? returnPath : adminPaths.permits.getHref();
  const [machine] = useState(() =>
    staffSignInMachine.provide({
      actions: {
        keepSession: (_, { token }) => storeStaffToken(token),
        enterAdmin: () => navigate(target, { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { challenge, enrolment, recoveryCodes } = snapshot.context;

  return (
    <FormPage
      title={intl.formatMessage({ id: snapshot.matches('code') ? 'staffSignIn.codeTitle' : 'staffSignIn.title' })}
      intro={snapshot.matches('credentials') ? intl.formatMessage({ id: 'staffSignIn.intro' }) : undefined}
    >
      {snapshot.matches('credentials') && (
        <CredentialsStep onAccepted={(answer) => send({ type: 'credentials.accepted', ...answer })} />
      )}
      {snapshot.matches('code') && challenge !== null && (
        <CodeStep
          challenge={challenge}
          enrolment={enrolment}
          onAccepted={(session) => send({ type: 'code.accepted', session })}
          onLapsed={() => {
            showToast(intl.formatMessage({ id: 'staffSignIn.challengeLapsed' }), 'info');
            send({ type: 'challenge.lapsed' });
          }}
          onBack={() => send({ type: 'code.back' })}
        />
      )}
      {snapshot.matches('recoveryCodes') && (
        <RecoveryCodesStep codes={recoveryCodes} onKept={() => send({ type: 'recoveryCodes.kept' })} />
      )}
    </FormPage>
  );
}
