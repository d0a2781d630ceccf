import { Box, type SxProps, type Theme } from '@mui/material';

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
  sx?: SxProps<Theme>;
}

/** An image filling its container's width at a fixed aspect ratio, shaded while it loads or if it is missing. */
export function FramedImage({ src, alt, width, height, loading = 'lazy', sx }: FramedImageProps) {
  return (
    <Box
      component="img"
      src={src}
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
