import { alpha, createTheme } from '@mui/material/styles';

/*
 * Warm and earthy: leaf green, terracotta, turmeric on a warm off-white page. Every text colour below
 * meets WCAG AA (4.5:1) against both the page and the paper colour.
 */
const leaf = { main: '#2F6B3A', dark: '#1F4D28', light: '#5C9A5F', contrastText: '#FFFFFF' };
const terracotta = { main: '#A84B25', dark: '#7E3519', light: '#C9754F', contrastText: '#FFFFFF' };
const soil = { primary: '#2B2118', secondary: '#5E5247' };
const page = '#FAF6EF';
const paper = '#FFFFFF';
const border = '#E6DCCB';

const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif';
const sans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/*
 * The keyboard focus ring of every control (MUI puts it on `Mui-focusVisible`; Tabs and menu items
 * get it inset, where their container would clip it). Terracotta: 5.3:1 against the page and apart
 * from the green that marks a selected option, so focus and selection never look alike.
 */
const focusRing = { outlineColor: terracotta.main, outlineWidth: 3, outlineOffset: 2 };

/*
 * On a touch screen every control is at least 40 px each way (WCAG 2.5.8 asks for 24, phone
 * guidelines for 44 to 48): MUI's small buttons are about 31 px. A mouse keeps the compact sizes.
 */
const touchHeight = { '@media (pointer: coarse)': { minHeight: 40 } };
const touchSquare = { '@media (pointer: coarse)': { minHeight: 40, minWidth: 40 } };

export const theme = createTheme({
  focusVisible: focusRing,
  palette: {
    mode: 'light',
    primary: leaf,
    secondary: terracotta,
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    warning: { main: '#9A5B00', light: '#E0A526', contrastText: '#FFFFFF' },
    info: { main: '#1F6F8B', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    background: { default: page, paper },
    text: { primary: soil.primary, secondary: soil.secondary },
    divider: border,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: sans,
    fontSize: 15,
    h1: { fontFamily: serif, fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.15 },
    h2: { fontFamily: serif, fontWeight: 700, fontSize: '2rem', lineHeight: 1.2 },
    h3: { fontFamily: serif, fontWeight: 700, fontSize: '1.65rem', lineHeight: 1.25 },
    h4: { fontFamily: serif, fontWeight: 700, fontSize: '1.4rem', lineHeight: 1.3 },
    h5: { fontWeight: 600, fontSize: '1.2rem', lineHeight: 1.35 },
    h6: { fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.4 },
    subtitle1: { fontWeight: 500, lineHeight: 1.5 },
    body1: { lineHeight: 1.6 },
    body2: { lineHeight: 1.55 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0.1 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A long word or link someone typed wraps instead of running out of its card.
        body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'break-word' },
        a: { color: leaf.main },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18, ...touchHeight },
        sizeLarge: { paddingBlock: 10, fontSize: '1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { borderRadius: 10, ...touchSquare } },
    },
    MuiToggleButton: {
      styleOverrides: { root: touchHeight },
    },
    MuiPaginationItem: {
      styleOverrides: { root: touchSquare },
    },
    MuiTabScrollButton: {
      // An arrow with nothing more that way stays in place, faded, instead of leaving a blank: the
      // row still reads as one that scrolls.
      styleOverrides: { root: { '&.Mui-disabled': { opacity: 0.3 } } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${border}`,
          borderRadius: 12,
          boxShadow: '0 1px 2px rgba(43, 33, 24, 0.06)',
        },
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 12 } },
    },
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: 10, fontWeight: 500 },
        clickable: touchHeight,
        colorPrimary: { backgroundColor: alpha(leaf.main, 0.12), color: leaf.dark },
        colorSecondary: { backgroundColor: alpha(terracotta.main, 0.12), color: terracotta.dark },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true, variant: 'outlined' },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          backgroundColor: paper,
          // A field shows focus with the same ring, not only a change of its border's colour.
          '&.Mui-focused': { ...focusRing, outlineStyle: 'solid' },
        },
      },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 12 }, paperFullScreen: { borderRadius: 0 } },
    },
    MuiDialogTitle: {
      // Titles often name what a user typed ("Disable <name>'s account?"): a long word wraps.
      styleOverrides: {
        root: { fontFamily: serif, fontWeight: 700, fontSize: '1.35rem', overflowWrap: 'anywhere' },
      },
    },
    MuiDialogActions: {
      // On a phone two long labels ("Cancel", "Submit Request") go onto two rows, never break inside.
      styleOverrides: {
        root: {
          padding: '12px 24px 20px',
          gap: 8,
          flexWrap: 'wrap',
          '& > .MuiButton-root': { whiteSpace: 'nowrap' },
        },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { backgroundColor: paper, borderBottom: `1px solid ${border}` },
      },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiLinearProgress: {
      styleOverrides: { root: { borderRadius: 6, height: 8 }, bar: { borderRadius: 6 } },
    },
  },
});
