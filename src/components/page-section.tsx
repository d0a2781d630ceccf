import { useId, type ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface PageSectionProps {
  title: ReactNode;
  /** A link or button shown at the end of the heading row (e.g. 'view all'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled region of a page: a landmark named by its level-2 heading. */
export function PageSection({ title, action, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby={headingId} sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Typography id={headingId} component="h2" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Container>
  );
}
