import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render: a span inside text, or e.g. a heading or a fieldset's legend that only screen readers need. */
  component?: 'span' | 'h1' | 'legend';
}

/** Content for screen readers only, kept out of the visual layout. */
export function VisuallyHidden({ children, component = 'span' }: VisuallyHiddenProps) {
  return (
    <Box
      component={component}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        margin: '-1px',
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
