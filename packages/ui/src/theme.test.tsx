import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from './theme';

function expectRing(element: HTMLElement) {
  expect(element).toHaveStyle({
    outlineStyle: 'solid',
    outlineWidth: '3px',
    outlineColor: '#A84B25',
  });
}

describe('theme', () => {
  it('gives each control reached by the keyboard the same clear focus ring', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Button>Save</Button>
        <IconButton aria-label="Close">x</IconButton>
        <Tabs value={0} aria-label="Sections">
          <Tab label="Story" />
        </Tabs>
        <Chip label="Organic" onClick={() => undefined} />
        <TextField label="Name" />
      </ThemeProvider>,
    );
    const controls = [
      screen.getByRole('button', { name: 'Save' }),
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('tab', { name: 'Story' }),
      screen.getByRole('button', { name: 'Organic' }),
    ];
    for (const control of controls) {
      await user.tab();
      expect(control).toHaveFocus();
      expectRing(control);
    }
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expectRing(screen.getByRole('textbox', { name: 'Name' }).parentElement!);
  });
});
