import { createTheme, type Theme } from '@mui/material/styles';

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
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
  });
}
