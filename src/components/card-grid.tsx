import { Children, isValidElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * THE grid of cards of every list page: a `<ul>` with each child in its own `<li>`,
 * one card per row on phones, two from 600 px (sm), three from 900 px (md).
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {Children.toArray(children).map((child, index) => (
        // Children.toArray gives every child a key already (its own, prefixed); the index covers text children.
        <Box component="li" key={isValidElement(child) && child.key !== null ? child.key : index} sx={{ minWidth: 0 }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
