import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Decorator } from '@storybook/react-vite';
import { theme } from '../theme';

/** Storybook's 'Large mobile' viewport. */
const WIDTH_PX = 414;

/**
 * Answers MUI's width queries as a phone would, so a component choosing its layout with
 * useMediaQuery takes the phone layout under Jest (no matchMedia) as it does in the viewport.
 */
function phoneMatchMedia(query: string): MediaQueryList {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  const matches =
    conditions.length > 0 &&
    conditions.every(([, bound, px]) =>
      bound === 'min' ? WIDTH_PX >= Number(px) : WIDTH_PX <= Number(px),
    );
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

const phoneTheme = createTheme(theme, {
  components: { MuiUseMediaQuery: { defaultProps: { matchMedia: phoneMatchMedia } } },
});

const withPhoneQueries: Decorator = (Story) => (
  <ThemeProvider theme={phoneTheme}>
    <Story />
  </ThemeProvider>
);

/** Spread into a story shown at phone width: the viewport, and MUI's media queries to match. */
export const narrowScreen = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [withPhoneQueries],
};
