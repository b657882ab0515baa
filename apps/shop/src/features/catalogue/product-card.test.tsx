import type { Item } from '@mitti/domain/item';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { itemFixture } from '@/test-support/shop-api-stub';
import { ProductCard } from './product-card';

function renderCard(overrides: Partial<Item> = {}, onAddToCart = jest.fn(() => Promise.resolve())) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ProductCard item={itemFixture(overrides)} onAddToCart={onAddToCart} />,
      },
      { path: '/itemInfo/:id', element: <h1>Product page</h1> },
    ],
    { initialEntries: ['/shop'], basename: '/shop' },
  );
  render(<RouterProvider router={router} />);
  return { router, onAddToCart };
}

const sizes = [
  {
    _id: 'v1',
    size: '1 kg',
    price: 200,
    originalPrice: 240,
    available: false,
    stock: 0,
    weight: 1000,
  },
  {
    _id: 'v2',
    size: '2 kg',
    price: 380,
    originalPrice: 380,
    available: true,
    stock: 25,
    weight: 2000,
  },
  { _id: 'v5', size: '5 kg', price: 900, available: true, stock: 25, weight: 5000 },
];

afterEach(() => {
  jest.restoreAllMocks();
  // @ts-expect-error jsdom has none; a test may have lent one
  delete window.matchMedia;
});

it('shows the name as a link, the farm, the organic badge and the rating with one decimal', () => {
  renderCard({ rating: 4.25, reviewCount: 3 });
  expect(screen.getByRole('link', { name: 'Lakadong Turmeric Powder' })).toHaveAttribute(
    'href',
    '/shop/itemInfo/item-turmeric',
  );
  expect(screen.getByText('Jaintia Hills Growers')).toBeInTheDocument();
  expect(screen.getByText('Organic')).toBeInTheDocument();
  expect(screen.getByText('4.3')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Lakadong Turmeric Powder' })).toHaveAttribute(
    'src',
    '/uploads/turmeric.png',
  );
});

it("reads N/A for an item nobody has reviewed, with no organic badge when it isn't", () => {
  renderCard({ rating: 0, reviewCount: 0, isOrganic: false, images: [] });
  expect(screen.getByText('N/A')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  expect(screen.queryByText('Organic')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Lakadong Turmeric Powder' })).not.toBeInTheDocument();
});

it('shows the rounded percent off and the struck original price only when it is higher', async () => {
  const user = userEvent.setup();
  renderCard();
  // 100 g: ₹60 down from ₹80
  expect(screen.getByText('₹60.00')).toBeInTheDocument();
  expect(screen.getByText('₹80.00').tagName).toBe('S');
  expect(screen.getByText('25% OFF')).toBeInTheDocument();

  // 500 g has no original price
  await user.click(screen.getByRole('button', { name: '500 g' }));
  expect(screen.getByText('₹260.00')).toBeInTheDocument();
  expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  expect(screen.queryByText('₹80.00')).not.toBeInTheDocument();
});

it('shows no discount when the original price equals the price', () => {
  renderCard({ variants: sizes });
  // 1 kg is out of stock, so the card starts on 2 kg, whose original price is the same
  expect(screen.getByText('₹380.00')).toBeInTheDocument();
  expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  expect(document.querySelector('s')).toBeNull();
});

it('starts on the first available size; an out-of-stock size cannot be chosen', async () => {
  const user = userEvent.setup();
  renderCard({ variants: sizes });
  expect(screen.getByRole('button', { name: '2 kg' })).toHaveAttribute('aria-pressed', 'true');
  const soldOut = screen.getByRole('button', { name: '1 kg (Out of stock)' });
  expect(soldOut).toBeDisabled();
  await user.click(soldOut).catch(() => undefined);
  expect(screen.getByRole('button', { name: '2 kg' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

it('uses a dropdown on small screens, starting on the first available size', async () => {
  const user = userEvent.setup();
  // A phone: jsdom has no matchMedia, so the card takes the larger screens' buttons by default.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
  renderCard({ variants: sizes });
  const select = screen.getByRole('combobox', { name: 'Size' });
  expect(select).toHaveValue('v2');
  expect(screen.getByRole('option', { name: '\u20681 kg\u2069 (Out of stock)' })).toBeDisabled();
  await user.selectOptions(select, '5 kg');
  expect(screen.getByText('₹900.00')).toBeInTheDocument();
});

it('disables Add to Cart when no size is available', () => {
  renderCard({ variants: sizes.map((variant) => ({ ...variant, available: false, stock: 0 })) });
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

it('adds the chosen size, disabled while adding', async () => {
  const user = userEvent.setup();
  let settle = () => undefined as void;
  const onAddToCart = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
  );
  const { router } = renderCard({}, onAddToCart);
  await user.click(screen.getByRole('button', { name: '500 g' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(onAddToCart).toHaveBeenCalledWith(
    expect.objectContaining({ _id: 'item-turmeric' }),
    expect.objectContaining({ size: '500 g', weight: 500 }),
  );
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  settle();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  expect(router.state.location.pathname).toBe('/shop');
});

it('opens the product page from a click on the card, not from its controls', async () => {
  const user = userEvent.setup();
  const { router } = renderCard();
  await user.click(screen.getByRole('button', { name: '500 g' }));
  expect(router.state.location.pathname).toBe('/shop');

  await user.click(screen.getByText('Jaintia Hills Growers'));
  expect(router.state.location.pathname).toBe('/shop/itemInfo/item-turmeric');
});

it('loads its picture when scrolled near, or at once when it is in the first row', () => {
  renderCard();
  expect(screen.getByRole('img', { name: 'Lakadong Turmeric Powder' })).toHaveAttribute(
    'loading',
    'lazy',
  );
  render(
    <ProductCard
      item={itemFixture({ name: 'Wayanad Black Pepper' })}
      onAddToCart={jest.fn()}
      aboveTheFold
    />,
    {
      wrapper: ({ children }) => (
        <RouterProvider router={createMemoryRouter([{ path: '/', element: children }])} />
      ),
    },
  );
  expect(screen.getByRole('img', { name: 'Wayanad Black Pepper' })).toHaveAttribute(
    'loading',
    'eager',
  );
});
