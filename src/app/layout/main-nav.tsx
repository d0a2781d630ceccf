import { Box, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { isCurrentSection, mainLinks } from './main-links';

interface MainNavProps {
  /** Row in the header bar, column in the side menu. */
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The main links as a labelled navigation landmark, marking the current section. */
export function MainNav({ orientation, onNavigate }: MainNavProps) {
  const intl = useIntl();
  const [pathname] = useLocation();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'header.mainNav' })}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexDirection: orientation === 'horizontal' ? 'row' : 'column',
          flexWrap: 'wrap',
          gap: orientation === 'horizontal' ? 0.5 : 0,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {mainLinks.map(({ href, titleId }) => {
          const current = isCurrentSection(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                underline="hover"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 1.5,
                  color: 'text.primary',
                  fontWeight: current ? 700 : 400,
                  borderBlockEnd: 3,
                  borderColor: current ? 'primary.main' : 'transparent',
                }}
              >
                <FormattedMessage id={titleId} />
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
