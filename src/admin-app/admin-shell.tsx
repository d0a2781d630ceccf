import { Box, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageFrame } from '../components/page-frame';
import { adminPaths } from '../config/admin-paths';
import { isStaffAdmin, useSignedInStaff, useStaffToken } from '../lib/staff-session/staff-session';
import { LanguageSwitch } from '../app/layout/language-switch';
import { AdminRoutes } from './admin-routes';
import { StaffAccount } from './staff-account';

const navLink = { minHeight: 44, display: 'flex', alignItems: 'center' } as const;

/**
 * What citizens send in (messages, job applications, survey answers, registrations) and the content they
 * read: editors and admins act on it, auditors read it (the server decides again).
 */
const seesCitizenWork = (staff: ReturnType<typeof useSignedInStaff>['staff']) =>
  staff?.roles.some(({ role }) => role === 'editor' || role === 'auditor' || role === 'admin') ?? false;

/** Citizens' researcher flags: admins change them, auditors read them. */
const readsResearcherFlags = (staff: ReturnType<typeof useSignedInStaff>['staff']) =>
  staff?.roles.some(({ role }) => role === 'auditor' || role === 'admin') ?? false;

/** The menu: the queue and the deadlines for every member, managing staff for admins, researcher flags for admins and auditors, citizens' work and content for the rest. */
function AdminNav() {
  const intl = useIntl();
  const { staff } = useSignedInStaff();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'admin.mainNav' })}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}
    >
      <Link href={adminPaths.permits.getHref()} color="inherit" sx={navLink}>
        <FormattedMessage id="admin.permitsLink" />
      </Link>
      <Link href={adminPaths.serviceLevels.getHref()} color="inherit" sx={navLink}>
        <FormattedMessage id="admin.serviceLevelsLink" />
      </Link>
      {isStaffAdmin(staff) && (
        <Link href={adminPaths.staff.getHref()} color="inherit" sx={navLink}>
          <FormattedMessage id="admin.staffLink" />
        </Link>
      )}
      {readsResearcherFlags(staff) && (
        <Link href={adminPaths.citizenAccounts.getHref()} color="inherit" sx={navLink}>
          <FormattedMessage id="admin.researchersLink" />
        </Link>
      )}
      {seesCitizenWork(staff) && (
        <>
          <Link href={adminPaths.messages.getHref()} color="inherit" sx={navLink}>
            <FormattedMessage id="admin.messagesLink" />
          </Link>
          <Link href={adminPaths.jobsApplications.getHref()} color="inherit" sx={navLink}>
            <FormattedMessage id="admin.jobApplicationsLink" />
          </Link>
          <Link href={adminPaths.surveyResults.getHref()} color="inherit" sx={navLink}>
            <FormattedMessage id="admin.surveyResultsLink" />
          </Link>
          <Link href={adminPaths.activityRegistrations.getHref()} color="inherit" sx={navLink}>
            <FormattedMessage id="admin.activityRegistrationsLink" />
          </Link>
          <Link href={adminPaths.content.getHref()} color="inherit" sx={navLink}>
            <FormattedMessage id="admin.contentLink" />
          </Link>
        </>
      )}
    </Box>
  );
}

/** The admin app's frame: skip link, a header (name, menu, account, language), the main landmark. */
export function AdminShell() {
  const intl = useIntl();
  const signedIn = useStaffToken() !== null;
  return (
    <PageFrame
      header={
        <Box
          component="header"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: { xs: 2, md: 3 },
            py: 1,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: { xs: 1, md: 3 },
          }}
        >
          <Link
            href={adminPaths.permits.getHref()}
            color="inherit"
            underline="none"
            aria-label={intl.formatMessage({ id: 'admin.homeLink' })}
            sx={{ fontWeight: 700, fontSize: '1.125rem', minHeight: 44, display: 'flex', alignItems: 'center' }}
          >
            <FormattedMessage id="admin.name" />
          </Link>
          {signedIn && <AdminNav />}
          <Box sx={{ flexGrow: 1 }} />
          {signedIn && <StaffAccount />}
          <LanguageSwitch />
        </Box>
      }
    >
      <AdminRoutes />
    </PageFrame>
  );
}
