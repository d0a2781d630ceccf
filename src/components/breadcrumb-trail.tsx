import { useIntl } from 'react-intl';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface Crumb {
  href: string;
  label: string;
}

/** Where a page sits: a named navigation landmark of links to the pages above it, then the page itself, marked current. */
export function BreadcrumbTrail({ links, current }: { links: Crumb[]; current: string }) {
  const intl = useIntl();
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'common.breadcrumb' })} sx={{ mb: 2 }}>
      {links.map(({ href, label }) => (
        <Link key={href} href={href} underline="hover" color="inherit">
          {label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
