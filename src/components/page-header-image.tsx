import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FramedImage } from '../lib/framed-image';

// The pages' header images (appearance `pages_headers`) are wide strips.
const HEADER_WIDTH = 1600;
const HEADER_HEIGHT = 400;
// Drawn in the lg container: 1152 px of content from 1200 px up.
const HEADER_SIZES = '(min-width: 1200px) 1152px, 100vw';

/**
 * A page's header image from the appearance settings, above its content. Decorative: the heading
 * below says what the page is. Until the settings arrive its place is kept, so nothing below moves.
 */
export function PageHeaderImage({ src }: { src: string | undefined }) {
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        {src ? (
          <FramedImage
            src={src}
            alt=""
            width={HEADER_WIDTH}
            height={HEADER_HEIGHT}
            sizes={HEADER_SIZES}
            loading="priority"
          />
        ) : (
          <Box sx={{ aspectRatio: `${HEADER_WIDTH} / ${HEADER_HEIGHT}`, bgcolor: 'grey.200' }} />
        )}
      </Box>
    </Container>
  );
}
