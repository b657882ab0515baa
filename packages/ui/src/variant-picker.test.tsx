import type { Variant } from '@mitti/domain/item';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { VariantPicker } from './variant-picker';

const variants: Variant[] = [
  { _id: 'v100', size: '100 g', price: 60, available: true, stock: 25, weight: 100 },
  { _id: 'v250', size: '250 g', price: 140, available: false, stock: 0, weight: 250 },
  { _id: 'v500', size: '500 g', price: 260, available: true, stock: 25, weight: 500 },
];

function Picker({ display }: { display: 'menu' | 'buttons' }) {
  const [value, setValue] = useState('v100');
  return (
    <>
      <VariantPicker
        variants={variants}
        value={value}
        onChange={(variant) => setValue(variant._id)}
        display={display}
      />
      <output>{value}</output>
    </>
  );
}

it('offers toggle buttons, the chosen one pressed and the unavailable one disabled', async () => {
  const user = userEvent.setup();
  render(<Picker display="buttons" />);
  const group = screen.getByRole('group', { name: 'Size' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '100 g' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '250 g (Out of stock)' })).toBeDisabled();
  // The note stays in the size's run of text, where a flex button keeps the space before it.
  expect(
    screen.getByRole('button', { name: '250 g (Out of stock)' }).firstElementChild,
  ).toHaveTextContent('250 g (Out of stock)', { normalizeWhitespace: false });

  await user.click(screen.getByRole('button', { name: '500 g' }));
  expect(screen.getByRole('button', { name: '500 g' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('v500');
});

it('offers a dropdown whose unavailable option cannot be chosen', async () => {
  const user = userEvent.setup();
  render(<Picker display="menu" />);
  const select = screen.getByRole('combobox', { name: 'Size' });
  // The size sits between direction isolates, which screen readers do not read.
  expect(screen.getByRole('option', { name: '\u2068250 g\u2069 (Out of stock)' })).toBeDisabled();

  await user.selectOptions(select, '500 g');
  expect(screen.getByRole('status')).toHaveTextContent('v500');
});

it('keeps a size written right to left, or overriding direction, from turning the note around', () => {
  const hostile = [{ ...variants[1]!, size: '\u202e250 g' }];
  render(
    <VariantPicker variants={hostile} value={undefined} onChange={jest.fn()} display="buttons" />,
  );

  const button = screen.getByRole('button', { name: '\u202e250 g (Out of stock)' });
  expect(button.querySelector('bdi')).toHaveTextContent('\u202e250 g');
});
