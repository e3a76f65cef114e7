import { createTheme } from '@mui/material/styles';

// The theme is built with CSS variables: MUI's types then know `theme.vars` and the style sheet API.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/** The brand colours of spec section 2. */
export const BRAND = { first: '#f3a39d', second: '#afd8c4', yellow: '#ffd14f' } as const;

// Breakpoints of spec section 2: flags for mobile (xs), tablet (sm), laptop (md/lg) and wide (xl).
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  breakpoints: { values: { xs: 0, sm: 450, md: 768, lg: 1024, xl: 1280 } },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: BRAND.first, dark: '#b5524b', contrastText: '#2b1715' },
        secondary: { main: BRAND.second, contrastText: '#12291f' },
        warning: { main: BRAND.yellow, contrastText: '#2b2200' },
        background: { default: '#fffaf8', paper: '#ffffff' },
        text: { primary: '#241f1e', secondary: '#5b5150' },
      },
    },
    dark: {
      palette: {
        primary: { main: BRAND.first, dark: '#f6bab5', contrastText: '#2b1715' },
        secondary: { main: BRAND.second, contrastText: '#12291f' },
        warning: { main: BRAND.yellow, contrastText: '#2b2200' },
        background: { default: '#161314', paper: '#211d1e' },
        text: { primary: '#f4efee', secondary: '#c9bfbd' },
      },
    },
  },
  shape: { borderRadius: 12 },
  components: {
    // primary.dark is a text colour for links; a pressed pink button needs a lighter pink so
    // its dark label keeps its contrast.
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'contained', color: 'primary' }, style: { '&:hover': { backgroundColor: '#ec9088' } } },
            // The brand pink is too light for text on white: text and outlined buttons use its dark shade.
            {
              props: { variant: 'text', color: 'primary' },
              style: ({ theme }) => ({ color: theme.vars.palette.primary.dark }),
            },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: ({ theme }) => ({
                color: theme.vars.palette.primary.dark,
                borderColor: theme.vars.palette.primary.main,
              }),
            },
          ],
        },
      },
    },
    MuiLink: { defaultProps: { color: 'primary.dark' } },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
