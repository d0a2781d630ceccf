import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { permitServices, type PermitService, type PermitSettings } from '../../../schemas/api/permits';
import { CardGrid } from '../../components/card-grid';
import { PageHeaderImage } from '../../components/page-header-image';
import { ReadStatus } from '../../components/read-status';
import { PageMessages } from '../../i18n/page-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageHeaderImage } from '../../lib/page-header';
import { useLocale } from '../../lib/use-locale';
import { serviceDescription, usePermitSettings } from './api';
import { permitMessages } from './messages';

/** One service: its name, what it is for, and the way to its form (which asks to sign in first). */
function ServiceCard({ service, settings }: { service: PermitService; settings: PermitSettings }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {service.title[locale]}
        </Typography>
        <Typography color="text.secondary">{serviceDescription(service, settings, locale)}</Typography>
      </CardContent>
      <CardActions>
        {/* Named by what it does; the card's heading tells which service. */}
        <Button variant="contained" href={service.path} aria-describedby={headingId}>
          {intl.formatMessage({ id: 'services.apply' })}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A card per open service; the research card follows the work permit's setting (docs/requirements.md §M1). */
function ServiceCards({ settings }: { settings: PermitSettings }) {
  const intl = useIntl();
  const open = permitServices.filter((service) => settings[service.setting].enabled);
  if (open.length === 0) return <Typography>{intl.formatMessage({ id: 'services.noneOpen' })}</Typography>;
  return (
    <CardGrid>
      {open.map((service) => (
        <ServiceCard key={service.type} service={service} settings={settings} />
      ))}
    </CardGrid>
  );
}

function Services() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.services' });
  useDocumentTitle(title);
  const headingId = useId();
  const pageHeader = usePageHeaderImage();
  const settings = usePermitSettings();
  return (
    <>
      <PageHeaderImage src={pageHeader} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intl.formatMessage({ id: 'services.about' })}
        </Typography>
        <ReadStatus read={settings}>{({ data }) => <ServiceCards settings={data} />}</ReadStatus>
      </Container>
    </>
  );
}

/** /services: the permit services open to the public, one card each (docs/requirements.md §M2). */
export default function ServicesPage() {
  return (
    <PageMessages catalogue={permitMessages}>
      <Services />
    </PageMessages>
  );
}
