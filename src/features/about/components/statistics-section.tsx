import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { AboutStatistic } from '../../../../schemas/api/about';
import { PageSection } from '../../../components/page-section';
import { localizedField } from '../../../lib/localized-field';
import { useLocale } from '../../../lib/use-locale';

const IMAGE_SIZE = 64;

/** The reserve's figures as cards: picture, value, what it counts (docs/requirements.md §P2). */
export function StatisticsSection({ statistics }: { statistics: AboutStatistic[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageSection title={intl.formatMessage({ id: 'about.statistics' })}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {statistics.map((statistic, index) => (
          <li key={index}>
            <Card variant="outlined" sx={{ height: '100%', p: { xs: 2, md: 3 }, textAlign: 'center' }}>
              {/* Decorative: the value and its title say it. */}
              <Box
                component="img"
                src={statistic.image.path}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading="lazy"
              />
              {/* Figures read left to right in both languages ("28,000"). */}
              <Typography component="p" variant="h4" dir="ltr" sx={{ fontWeight: 700, color: 'primary.main', my: 1 }}>
                {statistic.value}
              </Typography>
              <Typography>{localizedField(statistic, 'title', locale)}</Typography>
            </Card>
          </li>
        ))}
      </Box>
    </PageSection>
  );
}
