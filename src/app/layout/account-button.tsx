import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../config/paths';
import { revokeToken } from '../../features/account/current-user';
import { useAuth } from '../../features/auth/auth-provider';

/** Sign in while signed out; sign out (token revoked, then a full page load on /sign-in) while signed in. */
export function AccountButton() {
  const { signedIn, send } = useAuth();
  const signOut = async () => {
    // Signing out must not depend on the server: a failed revocation still forgets the token here.
    await revokeToken().catch(() => undefined);
    send({ type: 'auth.signOut' });
  };
  return signedIn ? (
    <Button variant="outlined" color="inherit" onClick={signOut}>
      <FormattedMessage id="header.signOut" />
    </Button>
  ) : (
    <Button variant="outlined" color="inherit" href={paths.signIn.getHref()}>
      <FormattedMessage id="header.signIn" />
    </Button>
  );
}
