import { Box, type SxProps, type Theme } from '@mui/material';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath, VARIANT_SOURCE } from '../../schemas/api/image-variants';

interface FramedImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /**
   * lazy below the fold; eager for images in the first screen on a phone; priority (eager and
   * fetched first) for the one likely to be the largest paint.
   */
  loading?: 'lazy' | 'eager' | 'priority';
  /** How wide the image is drawn, as the `sizes` attribute: the browser picks the narrowest copy that is sharp at that width. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

/** The narrower copies the server makes of the portal's own images; none for an image from elsewhere. */
const srcSetOf = (src: string) =>
  VARIANT_SOURCE.test(src)
    ? IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantPath(src, width)} ${width}w`).join(', ')
    : undefined;

/** An image filling its container's width at a fixed aspect ratio, shaded while it loads or if it is missing. */
export function FramedImage({ src, alt, width, height, loading = 'lazy', sizes = '100vw', sx }: FramedImageProps) {
  const srcSet = srcSetOf(src);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding="async"
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          objectFit: 'cover',
          bgcolor: 'grey.200',
          color: 'text.secondary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
