import { useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { FramedImage } from '../../../lib/framed-image';
import { PageSection } from '../../../components/page-section';
import { localizedField } from '../../../lib/localized-field';
import { useLocale } from '../../../lib/use-locale';
import type { ReservePlace } from '../../../../schemas/api/content';

/** The places of the reserve: pressing a place's button swaps in its picture, title and description. */
export function PlacesSection({ places }: { places: ReservePlace[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = places[selectedIndex] ?? places[0];
  if (selected === undefined) return null;
  const title = localizedField(selected, 'title', locale);

  return (
    <PageSection title={<FormattedMessage id="home.places.title" />}>
      <ToggleButtonGroup
        exclusive
        value={selectedIndex}
        // A second press on the chosen place gives null: the choice stays.
        onChange={(_event, index: number | null) => index !== null && setSelectedIndex(index)}
        aria-label={intl.formatMessage({ id: 'home.places.choose' })}
        color="primary"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          mb: 3,
          '& .MuiToggleButton-root': { border: 1, borderRadius: 2, color: 'text.primary' },
        }}
      >
        {places.map((place, index) => (
          <ToggleButton key={place.title_ar} value={index} sx={{ minHeight: 44, px: 2 }}>
            {localizedField(place, 'title', locale)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <FramedImage
            src={selected.large_image.path}
            alt={title}
            width={1200}
            height={800}
            sizes="(min-width: 1200px) 680px, (min-width: 900px) 60vw, 100vw"
          />
        </Box>
        <div>
          <Typography component="h3" variant="h5" gutterBottom>
            {title}
          </Typography>
          <Typography>{localizedField(selected, 'description', locale)}</Typography>
        </div>
      </Box>
    </PageSection>
  );
}
