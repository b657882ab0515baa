import { createAppStore } from '@mitti/auth/app-store';
import type { Product, Review } from '@mitti/domain/item';
import { Loader } from '@mitti/ui/loader';
import { LINK_COPIED } from '@mitti/ui/share-button';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  cartItemFixture,
  cartResponse,
  jsonResponse,
  productFixture,
  stubApi,
} from '@/test-support/shop-api-stub';
import { productLoader } from './product-loader';
import { ProductPage } from './product-page';

type Handlers = Parameters<typeof stubApi>[0];

const review = {
  _id: 'r1',
  userId: 'u-meera',
  username: 'meera',
  rating: 4,
  comment: 'Bright colour, strong aroma.',
  createdAt: '2026-03-05T10:00:00.000Z',
  verifiedPurchase: true,
};

function renderPage(product: Product | null = productFixture(), handlers: Handlers = {}) {
  const requests = stubApi({
    'GET /api/items/item-turmeric': () =>
      product
        ? jsonResponse(product)
        : jsonResponse({ message: 'Item not found', code: 'NOT_FOUND' }, 404),
    'GET /api/cart': () => jsonResponse(cartResponse([])),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/itemInfo/:id', element: <ProductPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/', element: <h1>Catalogue</h1> },
    ],
    { initialEntries: ['/shop/itemInfo/item-turmeric'], basename: '/shop' },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { router, requests };
}

async function heading() {
  return screen.findByRole('heading', { level: 1, name: 'Lakadong Turmeric Powder' });
}

/**
 * MUI's Rating takes a mouse click's star from where the pointer is over it, and jsdom lays nothing
 * out; a click without pointer movement picks the radio itself.
 */
function chooseStars(stars: number) {
  fireEvent.click(screen.getByRole('radio', { name: `${stars} Stars` }));
}

const signIn = () => localStorage.setItem('token', 'test-token');

/** Whether the page asked for the signed-in shopper's own review. */
const ownReviewAsked = (requests: Request[]) =>
  requests.some((request) => request.url.endsWith('/api/items/item-turmeric/review'));

/** Reviews 'Reviewer <from>' to 'Reviewer <to>', each a day older than the one before. */
function reviewsFrom(from: number, to: number): Review[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    ...review,
    _id: `r${from + i}`,
    username: `Reviewer ${from + i}`,
    comment: `Comment ${from + i}`,
    createdAt: new Date(Date.UTC(2026, 2, 30 - from - i)).toISOString(),
  }));
}

/** 23 reviews: the product carries the newest 10; GET .../reviews pages 2 and 3 hold the rest. */
const manyReviews = productFixture({ reviews: reviewsFrom(1, 10), reviewCount: 23 });

function reviewPage(request: Request): Response {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const reviews = page === 2 ? reviewsFrom(11, 20) : reviewsFrom(21, 23);
  return jsonResponse({ reviews, page, limit: 10, total: 23, hasMore: page === 2 });
}

function reviewItems() {
  return within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

it('shows a skeleton, then the product with its badge, farm, rating, sizes and price', async () => {
  renderPage(productFixture({ reviews: [review, { ...review, _id: 'r2', rating: 5 }] }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading product details...');
  expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();

  await heading();
  expect(screen.getByText('Spices')).toBeInTheDocument();
  expect(screen.getByText('Certified Organic')).toBeInTheDocument();
  expect(screen.getByText('Jaintia Hills Growers')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Lakadong Turmeric Powder' })).toHaveAttribute(
    'src',
    '/uploads/turmeric.png',
  );

  const sizes = within(screen.getByRole('group', { name: 'Size' }));
  expect(sizes.getByRole('button', { name: '100 g' })).toHaveAttribute('aria-pressed', 'true');
  expect(sizes.getByRole('button', { name: '250 g (Out of stock)' })).toBeDisabled();
  expect(screen.getByText('₹60.00')).toBeInTheDocument();
  expect(screen.getByText('₹80.00').tagName).toBe('S');
  expect(screen.getByText('25% OFF')).toBeInTheDocument();

  await userEvent.setup().click(sizes.getByRole('button', { name: '500 g' }));
  expect(screen.getByText('₹260.00')).toBeInTheDocument();
  expect(screen.queryByText('25% OFF')).not.toBeInTheDocument();
});

it('shows the details tab with its sections and a FAQ that opens', async () => {
  const user = userEvent.setup();
  renderPage();
  await heading();

  expect(screen.getByRole('tab', { name: 'Product Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = within(screen.getByRole('tabpanel', { name: 'Product Details' }));
  expect(panel.getByText('High-curcumin turmeric from the Jaintia Hills.')).toBeInTheDocument();
  for (const title of ['Usage Guide', 'Storage Tips', 'Ingredients', 'Health Benefits']) {
    expect(panel.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(panel.getByText('Half a teaspoon in warm milk.')).toBeInTheDocument();
  expect(panel.getByText('Airtight jar, away from light.')).toBeInTheDocument();
  expect(panel.getByText('Anti-inflammatory')).toBeInTheDocument();

  const question = panel.getByRole('button', { name: 'Is it irradiated?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(panel.getByRole('region', { name: 'Is it irradiated?' })).toHaveTextContent('No, never.');
});

it('wraps a name and a description of one long word instead of running off the page', async () => {
  const name = 'Lakadong'.repeat(25);
  renderPage(productFixture({ name, description: 'Turmeric'.repeat(40) }));
  expect(await screen.findByRole('heading', { level: 1, name })).toHaveStyle({
    overflowWrap: 'anywhere',
  });
  expect(screen.getByRole('tabpanel', { name: 'Product Details' })).toHaveStyle({
    overflowWrap: 'anywhere',
  });
});

it('switches to the Reviews tab with the list, or says there are none', async () => {
  const user = userEvent.setup();
  renderPage(
    productFixture({
      reviews: [review, { ...review, _id: 'r2', username: 'arjun', verifiedPurchase: false }],
    }),
  );
  await heading();

  await user.click(screen.getByRole('tab', { name: 'Reviews (2)' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Reviews (2)' }));
  const items = within(panel.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = within(items[0]!);
  expect(first.getByText('meera')).toBeInTheDocument();
  expect(first.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
  expect(first.getByText('5 March 2026')).toBeInTheDocument();
  expect(first.getByText('Bright colour, strong aroma.')).toBeInTheDocument();
  expect(first.getByText('Verified purchase')).toBeInTheDocument();
  expect(within(items[1]!).queryByText('Verified purchase')).not.toBeInTheDocument();
});

it('says there are no reviews yet', async () => {
  const user = userEvent.setup();
  renderPage();
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
  expect(
    screen.getByText('No reviews yet. Be the first to review this product.'),
  ).toBeInTheDocument();
});

it('shows the newest reviews, then more a page at a time to the last, focusing the first new one', async () => {
  const user = userEvent.setup();
  const { requests } = renderPage(manyReviews, {
    'GET /api/items/item-turmeric/reviews': reviewPage,
  });
  await heading();
  expect(screen.getByText('(23 reviews)')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Reviews (23)' }));
  expect(reviewItems()).toHaveLength(10);
  expect(within(reviewItems()[9]!).getByText('Reviewer 10')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  await waitFor(() => expect(reviewItems()).toHaveLength(20));
  expect(reviewItems()[10]).toHaveFocus();
  expect(within(reviewItems()[10]!).getByText('Reviewer 11')).toBeInTheDocument();
  const asked = requests.find((request) => request.url.includes('/reviews'))!;
  expect(new URL(asked.url).search).toBe('?page=2&limit=10');

  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  await waitFor(() => expect(reviewItems()).toHaveLength(23));
  expect(reviewItems()[20]).toHaveFocus();
  expect(within(reviewItems()[22]!).getByText('Comment 23')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

it('offers no more reviews when the product carries them all', async () => {
  const user = userEvent.setup();
  renderPage(productFixture({ reviews: reviewsFrom(1, 3) }));
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (3)' }));
  expect(reviewItems()).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

it('says so when more reviews fail to load, and tries again', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderPage(manyReviews, {
    'GET /api/items/item-turmeric/reviews': (request) =>
      fail ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500) : reviewPage(request),
  });
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (23)' }));

  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(await screen.findByText('Could not load more reviews.')).toBeInTheDocument();
  expect(reviewItems()).toHaveLength(10);

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(reviewItems()).toHaveLength(20));
  expect(screen.queryByText('Could not load more reviews.')).not.toBeInTheDocument();
});

it("offers to edit the shopper's own review when it is not among the newest", async () => {
  signIn();
  const user = userEvent.setup();
  const own = { ...review, _id: 'r-own', userId: 'u-asha', username: 'Asha Rao', rating: 2 };
  renderPage(manyReviews, {
    'GET /api/items/item-turmeric/review': () => jsonResponse({ review: own }),
  });
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (23)' }));
  expect(within(screen.getByRole('list', { name: 'Reviews' })).queryByText('Asha Rao')).toBeNull();

  await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
  const form = within(screen.getByRole('form', { name: 'Edit your review' }));
  expect(form.getByRole('radio', { name: '2 Stars' })).toBeChecked();
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue(own.comment);
  expect(form.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
});

it('asks a visitor to sign in before adding to the cart, and adds the size once back', async () => {
  const user = userEvent.setup();
  let { requests } = renderPage();
  await heading();
  await user.click(screen.getByRole('button', { name: '500 g' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Please sign in to add items to your cart.')).toBeInTheDocument();
  const signInLink = screen.getByRole('link', { name: 'Sign In' });
  expect(signInLink).toHaveAttribute('href', '/login?next=%2Fshop%2FitemInfo%2Fitem-turmeric');
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
  // Login is in the invest app: leaving for it is a page load, which jsdom cannot do.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(signInLink);
  cleanup();

  signIn();
  ({ requests } = renderPage(productFixture(), {
    'POST /api/cart': () => jsonResponse(cartResponse([cartItemFixture({ size: '500 g' })])),
  }));
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  const posts = requests.filter((request) => request.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(await posts[0]!.json()).toEqual({
    itemId: 'item-turmeric',
    size: '500 g',
    quantity: 1,
    weight: 500,
  });
});

it('copies the product’s link with Share, signed in or not', async () => {
  const user = userEvent.setup();
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  renderPage();
  await heading();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(`${window.location.origin}/shop/itemInfo/item-turmeric`);
});

it("a visitor's review form offers a sign-in that returns to the product", async () => {
  const user = userEvent.setup();
  renderPage();
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  expect(screen.getByText(/Only signed-in shoppers can post reviews/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fshop%2FitemInfo%2Fitem-turmeric',
  );
});

it('adds the chosen size, then offers View Cart', async () => {
  signIn();
  const user = userEvent.setup();
  let answer = (_response: Response) => undefined as void;
  const { router, requests } = renderPage(productFixture(), {
    'POST /api/cart': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  await heading();

  await user.click(screen.getByRole('button', { name: '500 g' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Adding to cart...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
  answer(jsonResponse(cartResponse([cartItemFixture({ size: '500 g', price: 260 })])));
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Adding to cart...')).not.toBeInTheDocument());
  const post = requests.find((request) => request.method === 'POST')!;
  expect(await post.json()).toEqual({
    itemId: 'item-turmeric',
    size: '500 g',
    quantity: 1,
    weight: 500,
  });

  const viewCart = screen.getByRole('link', { name: 'View Cart' });
  expect(viewCart).toHaveAttribute('href', '/shop/cart');
  await user.click(viewCart);
  expect(router.state.location.pathname).toBe('/shop/cart');
});

it('says so when adding fails', async () => {
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPage(productFixture(), {
    'POST /api/cart': () => jsonResponse({ message: 'Conflict', code: 'CONFLICT' }, 409),
  });
  await heading();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Failed to add item to cart.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
});

it('says the cart already has the last one when the stock is why adding failed', async () => {
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPage(productFixture(), {
    'POST /api/cart': () =>
      jsonResponse(
        { message: 'Your cart already has the last A2 Cow Ghee (1 l).', code: 'OUT_OF_STOCK' },
        409,
      ),
  });
  await heading();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(
    await screen.findByText(
      'Failed to add item to cart. Your cart already has the last A2 Cow Ghee (1 l).',
    ),
  ).toBeInTheDocument();
});

it('says how many are left of a size with 5 or fewer on hand', async () => {
  renderPage(
    productFixture({
      variants: productFixture().variants.map((variant) =>
        variant.size === '500 g' ? { ...variant, stock: 3 } : variant,
      ),
    }),
  );
  await heading();
  expect(screen.queryByText(/^Only \d+ left$/)).not.toBeInTheDocument();

  const sizes = within(screen.getByRole('group', { name: 'Size' }));
  expect(sizes.getByRole('button', { name: '250 g (Out of stock)' })).toBeDisabled();
  await userEvent.setup().click(sizes.getByRole('button', { name: '500 g' }));

  expect(screen.getByText('Only 3 left')).toBeVisible();
});

it('disables Add to Cart when no size is in stock', async () => {
  renderPage(
    productFixture({
      variants: productFixture().variants.map((variant) => ({
        ...variant,
        available: false,
        stock: 0,
      })),
    }),
  );
  await heading();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(screen.getByText('Currently out of stock in every size.')).toBeInTheDocument();
});

it('toggles the review form and checks it before sending', async () => {
  signIn();
  const user = userEvent.setup();
  const { requests } = renderPage();
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));

  const write = screen.getByRole('button', { name: 'Write a Review' });
  expect(write).toHaveAttribute('aria-expanded', 'false');
  await user.click(write);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
  const form = within(screen.getByRole('form', { name: 'Write a review' }));

  await user.type(form.getByRole('textbox', { name: 'Your review' }), '   ');
  await user.click(form.getByRole('button', { name: 'Submit Review' }));
  // The toast says both; each field says what it lacks.
  expect(await screen.findByText('Please provide a rating and a comment.')).toBeInTheDocument();
  const rating = form.getByRole('group', { name: 'Your rating' });
  expect(rating).toBeInvalid();
  expect(rating).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
  expect(form.getByRole('textbox', { name: 'Your review' })).toBeInvalid();
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
    'Write a comment.',
  );
  expect(requests.some((request) => request.method === 'PUT')).toBe(false);

  // With stars chosen, only the comment is still wanting.
  chooseStars(4);
  await user.click(form.getByRole('button', { name: 'Submit Review' }));
  await waitFor(() => expect(rating).not.toBeInvalid());
  expect(rating).not.toHaveAccessibleDescription();
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
    'Write a comment.',
  );

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
});

it('takes the star rating as one Tab stop, on the checked radio', async () => {
  signIn();
  const user = userEvent.setup();
  renderPage();
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  const form = within(screen.getByRole('form', { name: 'Write a review' }));

  // From Cancel, the form's first control: no stars yet, so the checked 'No rating' radio.
  await user.tab();
  expect(form.getByRole('radio', { name: 'No rating' })).toHaveFocus();
  expect(form.getByRole('radio', { name: 'No rating' })).toBeChecked();
  expect(form.queryByRole('radio', { name: 'Empty' })).not.toBeInTheDocument();
  await user.tab();
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveFocus();

  // Once chosen, the stars given are the stop.
  chooseStars(3);
  await user.tab({ shift: true });
  expect(form.getByRole('radio', { name: '3 Stars' })).toHaveFocus();
});

/** Opens Write a Review on the Reviews tab: the form. */
async function openReviewForm(user: ReturnType<typeof userEvent.setup>) {
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  return within(screen.getByRole('form', { name: 'Write a review' }));
}

it('tells a visitor to sign in to submit a review, and keeps it through signing in', async () => {
  const user = userEvent.setup();
  const { requests } = renderPage();
  let form = await openReviewForm(user);
  chooseStars(4);
  await user.type(form.getByRole('textbox', { name: 'Your review' }), 'Sweet and dark.');
  await user.click(form.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('You must be signed in to submit a review.')).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  cleanup();

  // Back from the sign-in page: the review as written; Cancel forgets it.
  signIn();
  renderPage();
  form = await openReviewForm(user);
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('Sweet and dark.');
  expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  form = within(screen.getByRole('form', { name: 'Write a review' }));
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  expect(form.getByRole('radio', { name: 'No rating' })).toBeChecked();
});

it('sends a first review, closes the form and stays on the Reviews tab with the new review', async () => {
  signIn();
  const user = userEvent.setup();
  let product = productFixture({ reviews: [review] });
  let own: Review | null = null;
  let answer = () => undefined as void;
  const { requests } = renderPage(product, {
    'GET /api/items/item-turmeric': () => jsonResponse(product),
    'GET /api/items/item-turmeric/review': () => jsonResponse({ review: own }),
    'PUT /api/items/item-turmeric/review': () =>
      new Promise<Response>((resolve) => {
        answer = () => {
          own = {
            ...review,
            _id: 'r9',
            userId: 'u-asha',
            username: 'asha',
            rating: 5,
            comment: 'Superb.',
          };
          product = productFixture({ rating: 4.5, reviews: [own, review] });
          resolve(jsonResponse(product));
        };
      }),
  });
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (1)' }));
  await waitFor(() => expect(ownReviewAsked(requests)).toBe(true));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  const form = within(screen.getByRole('form', { name: 'Write a review' }));
  expect(form.getByRole('radio', { name: 'No rating' })).toBeChecked();
  expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  chooseStars(5);
  await user.type(form.getByRole('textbox', { name: 'Your review' }), '  Superb.  ');
  await user.click(form.getByRole('button', { name: 'Submit Review' }));

  expect(await screen.findByText('Submitting review...')).toBeInTheDocument();
  await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
  answer();
  expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
  const put = requests.find((request) => request.method === 'PUT')!;
  expect(put.headers.get('Authorization')).toBe('Bearer test-token');
  expect(await put.json()).toEqual({ rating: 5, comment: 'Superb.' });

  expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(screen.getByRole('tabpanel')).getByText('Superb.')).toBeInTheDocument();
  // Written now, so the toggle offers to edit it.
  expect(screen.getByRole('button', { name: 'Edit your review' })).toHaveFocus();
});

it("opens a shopper's own review to edit, sends the edited text and lists it", async () => {
  signIn();
  const user = userEvent.setup();
  const own = { ...review, _id: 'r2', userId: 'u-asha', username: 'Asha Rao', rating: 2 };
  let ownNow = { ...own, comment: 'Too coarse.' };
  let product = productFixture({ reviews: [ownNow, review] });
  const { requests } = renderPage(product, {
    'GET /api/items/item-turmeric': () => jsonResponse(product),
    'GET /api/items/item-turmeric/review': () => jsonResponse({ review: ownNow }),
    'PUT /api/items/item-turmeric/review': () => {
      ownNow = { ...own, rating: 5, comment: 'Better batch.' };
      product = productFixture({ reviews: [ownNow, review] });
      return jsonResponse(product);
    },
  });
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (2)' }));

  await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
  expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
  const form = within(screen.getByRole('form', { name: 'Edit your review' }));
  expect(form.getByRole('radio', { name: '2 Stars' })).toBeChecked();
  const comment = form.getByRole('textbox', { name: 'Your review' });
  expect(comment).toHaveValue('Too coarse.');

  chooseStars(5);
  await user.clear(comment);
  await user.type(comment, 'Better batch.');
  await user.click(form.getByRole('button', { name: 'Update Review' }));

  expect(await screen.findByText('Review updated successfully!')).toBeInTheDocument();
  expect(screen.queryByText('Review submitted successfully!')).not.toBeInTheDocument();
  const put = requests.find((request) => request.method === 'PUT')!;
  expect(await put.json()).toEqual({ rating: 5, comment: 'Better batch.' });
  expect(screen.queryByRole('form', { name: 'Edit your review' })).not.toBeInTheDocument();
  const list = within(screen.getByRole('list', { name: 'Reviews' }));
  expect(await list.findByText('Better batch.')).toBeInTheDocument();
  expect(list.queryByText('Too coarse.')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
});

it("shows the server's message when the review is refused", async () => {
  signIn();
  const user = userEvent.setup();
  renderPage(productFixture(), {
    'PUT /api/items/item-turmeric/review': () =>
      jsonResponse({ message: 'You have already reviewed this item.', code: 'CONFLICT' }, 409),
  });
  await heading();
  await user.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  const form = within(screen.getByRole('form', { name: 'Write a review' }));
  chooseStars(3);
  await user.type(form.getByRole('textbox', { name: 'Your review' }), 'Fine.');
  await user.click(form.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('You have already reviewed this item.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
});

it('says Product not found, with a toast, when the API answers 404', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(null);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Could not load product details.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
});

it('takes a 404 from its loader as the answer: the page asks the API once', async () => {
  const requests = stubApi({
    'GET /api/items/item-gone': () =>
      jsonResponse({ message: 'Item not found', code: 'NOT_FOUND' }, 404),
  });
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: '/itemInfo/:id',
        loader: productLoader(store),
        hydrateFallbackElement: <Loader />,
        element: <ProductPage />,
      },
    ],
    { initialEntries: ['/shop/itemInfo/item-gone'], basename: '/shop' },
  );
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  expect(requests.filter((request) => request.url.endsWith('/api/items/item-gone'))).toHaveLength(
    1,
  );
});

it('offers to try again when loading fails otherwise', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  let fail = true;
  renderPage(null, {
    'GET /api/items/item-turmeric': () =>
      fail
        ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500)
        : jsonResponse(productFixture()),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Could not load this product' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Could not load product details.')).toBeInTheDocument();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await heading()).toBeInTheDocument();
});
