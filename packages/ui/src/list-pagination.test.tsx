import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPagination } from './list-pagination';

it('says which rows are shown and goes to the page chosen', async () => {
  const onChange = jest.fn();
  render(<ListPagination label="Order pages" page={2} limit={20} total={45} onChange={onChange} />);
  expect(screen.getByText('21–40 of 45')).toBeVisible();
  const pages = within(screen.getByRole('navigation', { name: 'Order pages' }));
  expect(pages.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(pages.getByRole('button', { name: 'Go to page 3' }));
  expect(onChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(pages.getByRole('button', { name: 'Go to previous page' }));
  expect(onChange).toHaveBeenLastCalledWith(1);
});

it('shows the last rows of the last page', () => {
  render(
    <ListPagination label="Order pages" page={3} limit={20} total={45} onChange={jest.fn()} />,
  );
  expect(screen.getByText('41–45 of 45')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
});

it('shows nothing when one page holds every row', () => {
  const { container } = render(
    <ListPagination label="Order pages" page={1} limit={20} total={20} onChange={jest.fn()} />,
  );
  expect(container).toBeEmptyDOMElement();
});
