import { Link, type SxProps, type Theme } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../config/paths';
import { revokeToken } from '../../lib/session/current-user';
import { useAuth } from '../../lib/session/auth-provider';

// Drawn as an outlined button from MUI's Link (a link to sign in, a <button> to sign out): the header,
// on every first paint, carries no ButtonBase with its ripple.
const outlined: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  px: 2,
  border: 1,
  borderRadius: 1,
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
};

/** Sign in while signed out; sign out (token revoked, then a full page load on /sign-in) while signed in. */
export function AccountButton() {
  const { signedIn, send } = useAuth();
  const signOut = async () => {
    // Signing out must not depend on the server: a failed revocation still forgets the token here.
    await revokeToken().catch(() => undefined);
    send({ type: 'auth.signOut' });
  };
  return signedIn ? (
    <Link component="button" type="button" onClick={signOut} sx={outlined}>
      <FormattedMessage id="header.signOut" />
    </Link>
  ) : (
    <Link href={paths.signIn.getHref()} sx={outlined}>
      <FormattedMessage id="header.signIn" />
    </Link>
  );
}
