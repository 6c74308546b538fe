import { screen, waitFor, within } from '@testing-library/react';
import type { AddToCartBody } from '../../../api/wire';
import { buildCartLine, buildProduct, buildVariant } from '../../../testing/fixtures/productFixtures';
import { productsHandlers, type ProductsHandlersOptions } from '../../../testing/handlers/productsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import ProductDetailPage from './ProductDetailPage';
import { quantityProblem } from './quantityRules';

const blueM = buildVariant({ size: 'M', colorName: 'Blu', color: '#1e3a8a', price: 34.9, stock: 5 });
const redM = buildVariant({ size: 'M', colorName: 'Rosso', color: '#c62828', price: 1234.5, stock: 3 });
const blueL = buildVariant({ size: 'L', colorName: 'Blu', color: '#1e3a8a', price: 36.9, stock: 0 });
const whiteXL = buildVariant({ size: 'XL', colorName: 'Bianco', color: '#ffffff', price: 36.9, stock: 2 });
const product = buildProduct({ name: 'Maglia da gara Dry', sizeAndColors: [blueM, redM, blueL, whiteXL] });

function renderDetail(options: ProductsHandlersOptions = {}, search = '') {
  const added: AddToCartBody[] = [];
  server.use(
    ...productsHandlers({ products: [product], ...options, addToCart: { onRequest: (body) => added.push(body) } }),
  );
  const rendered = renderWithProviders(<ProductDetailPage />, {
    route: `/product/detail/${product._id}${search}`,
    path: '/product/detail/:id',
    preloadedState: loggedInState(),
  });
  return { ...rendered, added };
}

describe('quantity rules', () => {
  it('wants a variant, then a whole quantity from 1 to the stock', () => {
    expect(quantityProblem(undefined, 1)).toBe('optionRequired');
    expect(quantityProblem(blueM, 0)).toBe('quantityRange');
    expect(quantityProblem(blueM, 6)).toBe('quantityRange');
    expect(quantityProblem(blueM, 1.5)).toBe('quantityRange');
    expect(quantityProblem(blueM, 5)).toBeNull();
    expect(quantityProblem(blueL, 1)).toBe('quantityRange');
  });
});

describe('Product detail', () => {
  it('shows brand, category, description, the first variant picture and its euro price', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Maglia da gara Dry' })).toBeInTheDocument();
    expect(screen.getByText('Campo Sport')).toBeInTheDocument();
    expect(screen.getByText('Maglie')).toBeInTheDocument();
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Maglia da gara Dry, picture 1' })).toHaveAttribute(
      'src',
      blueM.images[0].url,
    );
    expect(screen.getByLabelText('Price')).toHaveTextContent(/34,90\s€/);
  });

  it("says 'an option must be selected' when adding without a size and colour", async () => {
    const { user, added } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('an option must be selected');
    expect(added).toEqual([]);
  });

  it("refuses a quantity of 0 or above the variant's stock: 'not 0 and not above stock'", async () => {
    const { user, added } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Rosso' }));
    expect(screen.getByLabelText('Price')).toHaveTextContent(/1\.234,50\s€/);
    expect(screen.getByRole('img', { name: 'Maglia da gara Dry, picture 1' })).toHaveAttribute(
      'src',
      redM.images[0].url,
    );

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('not 0 and not above stock')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('not 0 and not above stock')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('adds the chosen variant and quantity to the cart and offers the way to it', async () => {
    const { user, added } = renderDetail({ cart: [buildCartLine(product, blueM, 1)] });
    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Blu' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(added).toEqual([{ productId: product._id, variantId: blueM._id, qty: 2 }]));
    expect(await screen.findByText('Prodotto aggiunto al carrello.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/my/cart');
  });

  it('picks the only colour of a size at once and shows its stock badge', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'XL' }));
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('button', { name: 'Bianco' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('opens on the size and colour the address names (a reload, Back or a QA replay shows the same choice)', async () => {
    renderDetail({}, `?size=M&variant=${redM._id}`);
    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(colours).getByRole('button', { name: 'Rosso' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads a size or variant the product does not have as not chosen', async () => {
    renderDetail({}, '?size=XXL&variant=not-a-variant');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    for (const size of within(sizes).getAllByRole('button')) expect(size).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('shows sold-out sizes and colours but never lets them be chosen', async () => {
    const soldOutRed = buildVariant({ size: 'M', colorName: 'Rosso', color: '#c62828', price: 34.9, stock: 0 });
    const shirt = buildProduct({
      _id: product._id,
      name: 'Maglia da gara Dry',
      sizeAndColors: [blueM, soldOutRed, blueL],
    });
    const { user } = renderDetail({ products: [shirt] });

    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: 'L (sold out)' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();

    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('button', { name: 'Rosso (sold out)' })).toBeDisabled();
    expect(within(colours).getByRole('button', { name: 'Blu' })).toBeEnabled();
  });

  it('says so when the product cannot be loaded', async () => {
    server.use(...productsHandlers({ products: [] }));
    renderWithProviders(<ProductDetailPage />, {
      route: `/product/detail/${product._id}`,
      path: '/product/detail/:id',
      preloadedState: loggedInState(),
    });
    expect(await screen.findByText('This product could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Prodotto non trovato.')).toBeInTheDocument();
  });
});
