import { Box, Container, Link } from '@mui/material';
import { useIntl } from 'react-intl';
import { FramedImage } from '../../../lib/framed-image';
import { paths } from '../../../config/paths';

// Static art of the home page (not part of the appearance settings).
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;
const HALF_BANNER_WIDTH = 800;
const HALF_BANNER_HEIGHT = 450;
// Drawn in the lg container (1152 px of content): the wide one across it, the others half of it from md up.
const BANNER_SIZES = '(min-width: 1200px) 1152px, 100vw';
const HALF_BANNER_SIZES = '(min-width: 1200px) 568px, (min-width: 900px) 50vw, 100vw';

/**
 * The three banner images; the second is a link to the about page. Each is fetched first: on a
 * desktop the wide one is the largest paint, on a phone one of the two below it, stacked full width.
 */
export function HomeBanners() {
  const intl = useIntl();
  return (
    <Container maxWidth="lg" sx={{ pt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1', borderRadius: 2, overflow: 'hidden' }}>
        <FramedImage
          src="/demo/banners/home-1.webp"
          alt={intl.formatMessage({ id: 'home.banner.landscape' })}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          sizes={BANNER_SIZES}
          loading="priority"
        />
      </Box>
      <Link href={paths.about.getHref()} sx={{ display: 'block', borderRadius: 2, overflow: 'hidden' }}>
        <FramedImage
          src="/demo/banners/home-2.webp"
          alt={intl.formatMessage({ id: 'home.banner.about' })}
          width={HALF_BANNER_WIDTH}
          height={HALF_BANNER_HEIGHT}
          sizes={HALF_BANNER_SIZES}
          loading="priority"
        />
      </Link>
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <FramedImage
          src="/demo/banners/home-3.webp"
          alt={intl.formatMessage({ id: 'home.banner.wildlife' })}
          width={HALF_BANNER_WIDTH}
          height={HALF_BANNER_HEIGHT}
          sizes={HALF_BANNER_SIZES}
          loading="priority"
        />
      </Box>
    </Container>
  );
}
