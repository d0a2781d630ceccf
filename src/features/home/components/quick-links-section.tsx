import { Box, Button, Card, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ExternalLink } from '../../../components/external-link';
import { FramedImage } from '../../../lib/framed-image';
import { PageSection } from '../../../components/page-section';
import { paths } from '../../../config/paths';
import { localizedField } from '../../../lib/localized-field';
import { useLocale } from '../../../lib/use-locale';
import type { QuickLink } from '../../../../schemas/api/content';

/** The quick-links grid from the appearance settings (each opens in a new tab) and the issue-permit button. */
export function QuickLinksSection({ links }: { links: QuickLink[] }) {
  const locale = useLocale();
  return (
    <PageSection
      title={<FormattedMessage id="home.quickLinks.title" />}
      action={
        <Button variant="contained" href={paths.services.getHref()}>
          <FormattedMessage id="home.quickLinks.issuePermit" />
        </Button>
      }
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {links.map((link) => (
          <li key={link.url}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <ExternalLink href={link.url} sx={{ display: 'block', height: '100%', color: 'text.primary' }}>
                {/* The title beside it names the link; the picture adds nothing to read aloud. */}
                <FramedImage
                  src={link.image.path}
                  alt=""
                  width={320}
                  height={200}
                  sizes="(min-width: 900px) 20vw, (min-width: 600px) 33vw, 50vw"
                />
                <Typography component="span" sx={{ display: 'block', p: 1.5, fontWeight: 700 }}>
                  {localizedField(link, 'title', locale)}
                </Typography>
              </ExternalLink>
            </Card>
          </li>
        ))}
      </Box>
    </PageSection>
  );
}
