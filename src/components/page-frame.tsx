import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';

const MAIN_ID = 'main-content';

/**
 * The frame both apps draw every screen in: a skip link to the main landmark, then the header, the main
 * landmark (focusable, so the skip link moves focus into it) and an optional footer.
 */
export function PageFrame({
  header,
  footer,
  mainSx,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  mainSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -100,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        <FormattedMessage id="app.skipToContent" />
      </Link>
      {header}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={[{ flex: '1 0 auto', '&:focus': { outline: 'none' } }, ...(Array.isArray(mainSx) ? mainSx : [mainSx])]}
      >
        {children}
      </Box>
      {footer}
    </Box>
  );
}
