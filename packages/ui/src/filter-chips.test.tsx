import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from './filter-chips';

it('presses the chosen chip and reports another choice', async () => {
  const onChange = jest.fn();
  render(
    <FilterChips
      label="Show orders"
      choices={[
        { value: 'all', label: 'All (3)' },
        { value: 'shipped', label: 'Shipped (1)' },
      ]}
      value="all"
      onChange={onChange}
    />,
  );
  const group = within(screen.getByRole('group', { name: 'Show orders' }));
  expect(group.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
  const shipped = group.getByRole('button', { name: 'Shipped (1)' });
  expect(shipped).toHaveAttribute('aria-pressed', 'false');
  act(() => shipped.focus());
  await userEvent.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledWith('shipped');
});
