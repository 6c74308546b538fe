import { screen, waitFor, within } from '@testing-library/react';
import { deferred } from '../../../testing/deferred';
import {
  buildCartLines,
  buildProduct,
  buildProductCategory,
  buildProducts,
  buildVariant,
} from '../../../testing/fixtures/productFixtures';
import {
  productsHandlers,
  type ProductsHandlersOptions,
  type ProductsListQuery,
} from '../../../testing/handlers/productsHandlers';
import { LocationProbe } from '../../../testing/LocationProbe';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import ProductsPage from './ProductsPage';

function renderProducts(options: ProductsHandlersOptions = {}) {
  const queries: ProductsListQuery[] = [];
  server.use(
    ...productsHandlers({
      ...options,
      getProducts: { ...options.getProducts, onRequest: (query) => queries.push(query) },
    }),
  );
  const rendered = renderWithProviders(
    <>
      <ProductsPage />
      <LocationProbe />
    </>,
    { route: '/products', preloadedState: loggedInState() },
  );
  return { ...rendered, queries, lastQuery: () => queries[queries.length - 1] };
}

describe('Products list', () => {
  it('shows picture, brand logo, name, brand, category, stock badge, variants and a view link', async () => {
    const product = buildProduct({
      name: 'Maglia da gara Dry',
      sizeAndColors: [
        buildVariant({ size: 'M', price: 34.9, colorName: 'Blu', stock: 8 }),
        buildVariant({ size: null, price: 1234.5, color: null, colorName: null, stock: 0 }),
      ],
    });
    renderProducts({ products: [product] });

    const card = await screen.findByRole('article', { name: 'Maglia da gara Dry' });
    expect(within(card).getByRole('img', { name: 'Picture of Maglia da gara Dry' })).toHaveAttribute(
      'src',
      product.sizeAndColors[0].images[0].url,
    );
    expect(within(card).getByRole('img', { name: 'Campo Sport logo' })).toBeInTheDocument();
    expect(within(card).getByText('Brand: Campo Sport')).toBeInTheDocument();
    expect(within(card).getByText('Category: Maglie')).toBeInTheDocument();
    expect(within(card).getByText('Only 8 left')).toBeInTheDocument();
    const variants = within(within(card).getByRole('list', { name: 'Variants of Maglia da gara Dry' })).getAllByRole(
      'listitem',
    );
    expect(variants[0]).toHaveTextContent(/M.*34,90\s€/);
    expect(variants[0]).toHaveTextContent('Colour Blu');
    expect(variants[1]).toHaveTextContent(/N\/A.*1\.234,50\s€/);
    expect(within(card).getByRole('link', { name: 'View Maglia da gara Dry' })).toHaveAttribute(
      'href',
      `/product/detail/${product._id}`,
    );
  });

  it('shows the default picture when the first variant has none', async () => {
    renderProducts({ products: [buildProduct({ name: 'Borraccia', sizeAndColors: [buildVariant({ images: [] })] })] });
    const card = await screen.findByRole('article', { name: 'Borraccia' });
    expect(within(card).getByRole('img', { name: 'Picture of Borraccia' })).not.toHaveAttribute('src');
  });

  it.each([
    [11, 'In stock: 11', 'plenty'],
    [10, 'Only 10 left', 'low'],
    [1, 'Only 1 left', 'low'],
  ])('a stock of %i reads %s (%s) and can be viewed', async (stock, text, level) => {
    renderProducts({ products: [buildProduct({ name: 'Pallone', sizeAndColors: [buildVariant({ stock })] })] });
    const card = await screen.findByRole('article', { name: 'Pallone' });
    expect(within(card).getByText(text).closest('[data-stock-level]')).toHaveAttribute('data-stock-level', level);
    expect(within(card).getByRole('link', { name: 'View Pallone' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Solo 1 rimasto'],
    [4, 'Solo 4 rimasti'],
  ])('a stock of %i reads %s in Italian', async (stock, text) => {
    server.use(
      ...productsHandlers({ products: [buildProduct({ name: 'Pallone', sizeAndColors: [buildVariant({ stock })] })] }),
    );
    renderWithProviders(<ProductsPage />, {
      route: '/products',
      preloadedState: loggedInState({ language: 'it' }),
    });
    const card = await screen.findByRole('article', { name: 'Pallone' });
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it.each([
    [1, /^My cart\s?, 1 line$/],
    [2, /^My cart\s?, 2 lines$/],
  ])('names the cart link with %i line(s) in the right form', async (count, name) => {
    renderProducts({ cart: buildCartLines(count) });
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '/my/cart');
  });

  it("reads 'Out of Stock' with the view button disabled at 0", async () => {
    renderProducts({ products: [buildProduct({ name: 'Pallone', sizeAndColors: [buildVariant({ stock: 0 })] })] });
    const card = await screen.findByRole('article', { name: 'Pallone' });
    expect(within(card).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View' })).toBeDisabled();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'No product' and no pagination when nothing matches", async () => {
    renderProducts({ products: [] });
    expect(await screen.findByText('No product')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages by 3, with pagination only when the total exceeds 3', async () => {
    const { user, queries, lastQuery } = renderProducts({ products: buildProducts(7) });
    expect(await screen.findByRole('article', { name: 'Prodotto numero 1' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ offset: 0, limit: 3, name: null, category: null });

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('article', { name: 'Prodotto numero 7' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ offset: 6, limit: 3 });
  });

  it('hides pagination with exactly 3 products', async () => {
    renderProducts({ products: buildProducts(3) });
    expect(await screen.findByRole('article', { name: 'Prodotto numero 3' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("toasts 'Error in Fetching Data' and keeps the list when a load fails", async () => {
    const failure = { message: 'Errore interno', statusCode: 400, error: 'Bad Request' };
    const { user } = renderProducts({
      products: buildProducts(5),
      getProducts: { error: (_query, call) => (call === 2 ? failure : undefined) },
    });
    expect(await screen.findByRole('article', { name: 'Prodotto numero 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Error in Fetching Data: Errore interno')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Prodotto numero 1' })).toBeInTheDocument();
    // The page selected (buttons and address) goes back to the page whose cards are shown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: 'Go to page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('shows the error with a retry, not a blank page, when the first load fails', async () => {
    const failure = { message: 'Errore interno', statusCode: 400, error: 'Bad Request' };
    const { user, queries } = renderProducts({
      products: buildProducts(2),
      getProducts: { error: (_query, call) => (call === 1 ? failure : undefined) },
    });
    expect(await screen.findByText('Error in Fetching Data: Errore interno')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Error in Fetching Data', { selector: 'p' })).toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Prodotto numero 1' })).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  it('searches once typing settles, and a newer search aborts the one in flight', async () => {
    const slow = deferred();
    const { user, store, queries, lastQuery } = renderProducts({
      products: [buildProduct({ name: 'Maglia blu' }), buildProduct({ name: 'Scarpe rosse' })],
      getProducts: { holdUntil: (call) => (call === 2 ? slow.promise : undefined) },
    });
    expect(await screen.findByRole('article', { name: 'Scarpe rosse' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search products by name' });

    await user.type(search, 'mag');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(lastQuery()).toMatchObject({ name: 'mag', offset: 0 });

    await user.clear(search);
    await user.type(search, 'scar');
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(lastQuery()).toMatchObject({ name: 'scar' });
    expect(await screen.findByRole('article', { name: 'Scarpe rosse' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maglia blu' })).not.toBeInTheDocument());

    expect(queries.map((query) => query.name)).toEqual([null, 'mag', 'scar']);

    slow.release();
    // Once no request is pending (the superseded one aborted, or answered late), the list shows the newest search.
    const pending = () => Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending');
    await waitFor(() => expect(pending()).toEqual([]));
    expect(screen.queryByRole('article', { name: 'Maglia blu' })).not.toBeInTheDocument();
  });

  it("searches on the value, not on keys: clearing with the field's x and pasting search too", async () => {
    const { user, queries, lastQuery } = renderProducts({
      products: [buildProduct({ name: 'Maglia blu' }), buildProduct({ name: 'Scarpe rosse' })],
    });
    expect(await screen.findByRole('article', { name: 'Scarpe rosse' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search products by name' });

    await user.type(search, 'mag');
    await waitFor(() => expect(lastQuery()).toMatchObject({ name: 'mag' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Scarpe rosse' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/products?name=mag');

    // Like the search field's clear button: an input event and no key.
    await user.clear(search);
    // Back to the unfiltered first page (from the cache: no request).
    expect(await screen.findByRole('article', { name: 'Scarpe rosse' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);

    await user.click(search);
    await user.paste('scar');
    await waitFor(() => expect(lastQuery()).toMatchObject({ name: 'scar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maglia blu' })).not.toBeInTheDocument());
    expect(queries.map((query) => query.name)).toEqual([null, 'mag', 'scar']);
  });

  it("filters by a category chosen in the panel, searches categories by name, resets, and shows 'No category'", async () => {
    const shoes = buildProductCategory({ name: 'Scarpe', image: null });
    const shirts = buildProductCategory({ name: 'Maglie' });
    const { user, lastQuery } = renderProducts({
      products: [
        buildProduct({ name: 'Scarpe da corsa', category: shoes }),
        buildProduct({ name: 'Maglia', category: shirts }),
      ],
      categories: [shirts, shoes],
    });
    expect(await screen.findByRole('article', { name: 'Maglia' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const panel = await screen.findByRole('search', { name: 'Categories' });
    await user.click(await within(panel).findByRole('radio', { name: 'Scarpe' }));

    await waitFor(() => expect(lastQuery()).toMatchObject({ category: shoes._id, offset: 0 }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Maglia', hidden: true })).not.toBeInTheDocument(),
    );
    await user.click(within(panel).getByRole('button', { name: 'Close categories' }));
    expect(await screen.findByRole('button', { name: 'Category: Scarpe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Categories' }));

    const reopened = await screen.findByRole('search', { name: 'Categories' });
    await user.type(within(reopened).getByRole('searchbox', { name: 'Search categories' }), 'zzz');
    expect(await within(reopened).findByText('No category')).toBeInTheDocument();

    await user.click(within(reopened).getByRole('button', { name: 'Reset' }));
    // Back to every category: the first page comes from the cache, with no new request.
    expect(await screen.findByRole('article', { name: 'Maglia', hidden: true })).toBeInTheDocument();
    expect(await within(reopened).findByRole('radio', { name: 'Maglie' })).not.toBeChecked();
    expect(within(reopened).getByRole('radio', { name: 'Scarpe' })).not.toBeChecked();
    expect(within(reopened).getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
  });
});
