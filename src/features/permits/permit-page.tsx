import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import type { PermitType } from '../../../schemas/api/member';
import { permitService, type PermitService, type PermitSettings } from '../../../schemas/api/permits';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { FormPage } from '../../components/form-page';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeaderImage } from '../../components/page-header-image';
import { ReadStatus } from '../../components/read-status';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { usePageHeaderImage } from '../../lib/page-header';
import { useAuth } from '../../lib/session/auth-provider';
import { useLocale } from '../../lib/use-locale';
import { serviceDescription, usePermitSettings } from './api';
import { permitMessages } from './messages';
import { PermitForm } from './permit-form';

/** The form, or why there is none: the service is closed, or the account is a company's. */
function PermitAccess({ service, settings }: { service: PermitService; settings: PermitSettings }) {
  const intl = useIntl();
  const { user } = useAuth();
  if (!settings[service.setting].enabled)
    return <Alert severity="info">{intl.formatMessage({ id: 'permits.closed' })}</Alert>;
  // GET /me fills the form in: the form waits for it.
  if (user === null) return <LoadingIndicator />;
  if (user.account_type !== 'individual')
    return <Alert severity="info">{intl.formatMessage({ id: 'permits.individualsOnly' })}</Alert>;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <PermitForm service={service} profile={user} />
    </Suspense>
  );
}

function PermitScreen({ service }: { service: PermitService }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = service.title[locale];
  const pageHeader = usePageHeaderImage();
  const settings = usePermitSettings();
  const loaded = settings.data?.data;
  const trail = [
    { href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) },
    { href: paths.services.getHref(), label: intl.formatMessage({ id: 'pageTitle.services' }) },
  ];
  return (
    <>
      <PageHeaderImage src={pageHeader} />
      <FormPage
        title={title}
        maxWidth="md"
        breadcrumbs={<BreadcrumbTrail links={trail} current={title} />}
        intro={loaded && serviceDescription(service, loaded, locale)}
      >
        <ReadStatus read={settings}>{({ data }) => <PermitAccess service={service} settings={data} />}</ReadStatus>
      </FormPage>
    </>
  );
}

/** The page of every permit service, at its folder's path (/services/soman, /services/free-capming…), with its header image. */
export default function PermitPage({ type }: { type: PermitType }) {
  return (
    <PageMessages catalogue={permitMessages}>
      <PermitScreen service={permitService(type)} />
    </PageMessages>
  );
}
