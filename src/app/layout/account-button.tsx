import { Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/auth-session';

/** Sign in while signed out; sign out (a full page load on /sign-in) while signed in. */
export function AccountButton({ signedIn }: { signedIn: boolean }) {
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
