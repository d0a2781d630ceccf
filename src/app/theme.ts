import { createTheme, type Theme } from '@mui/material/styles';
import { RouterLink } from '../components/router-link';

/** The reserve's palette: desert sand and acacia green, with AA contrast for text. */
export function createPortalTheme(direction: 'rtl' | 'ltr'): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#2f5d3a', contrastText: '#ffffff' },
      secondary: { main: '#8a5a2b', contrastText: '#ffffff' },
      background: { default: '#faf7f0', paper: '#ffffff' },
      text: { primary: '#1f2421', secondary: '#4a514c' },
    },
    typography: {
      fontFamily: '"IBM Plex Sans Arabic", system-ui, sans-serif',
      // Only the 400 and 700 weights are bundled; other weights would be faked by the browser.
      fontWeightLight: 400,
      fontWeightRegular: 400,
      fontWeightMedium: 700,
      fontWeightBold: 700,
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Yellow ring on a dark halo: visible on white pages and on the green header alike.
          '*:focus-visible': { outline: '3px solid #ffbf47', outlineOffset: 0, boxShadow: '0 0 0 6px #1f2421' },
        },
      },
      MuiLink: { defaultProps: { component: RouterLink } },
      MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
      // 44 px targets for thumbs on phones.
      MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    },
  });
}
