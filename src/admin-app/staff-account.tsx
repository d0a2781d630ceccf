import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { adminPaths } from '../config/admin-paths';
import { api } from '../lib/api-client';
import { forgetStaffToken, useSignedInStaff } from '../lib/staff-session/staff-session';

/** The signed-in staff member's name and the way out; a token the server no longer knows (401) is forgotten. */
export function StaffAccount() {
  const [, navigate] = useLocation();
  const { staff, status } = useSignedInStaff();
  useEffect(() => {
    if (status === 401) forgetStaffToken();
  }, [status]);

  const signOut = async () => {
    // Signing out must not depend on the server: a failed revocation still forgets the token here.
    await api.post('/admin/sign-out').catch(() => undefined);
    forgetStaffToken();
    navigate(adminPaths.signIn.getHref(), { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {staff && (
        <Typography component="span" sx={{ fontSize: '0.875rem' }}>
          <FormattedMessage id="admin.signedInAs" values={{ name: staff.name }} />
        </Typography>
      )}
      <Button color="inherit" variant="outlined" onClick={signOut} sx={{ minHeight: 44 }}>
        <FormattedMessage id="admin.signOut" />
      </Button>
    </Box>
  );
}
