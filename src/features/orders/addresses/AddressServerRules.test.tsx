import { screen, within } from '@testing-library/react';
import type { AddressBody } from '../../../api/wire';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { checkoutHandlers } from '../../../testing/handlers/checkoutHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { CheckoutStep } from './CheckoutStep';

// The reference server's answers (server/src/i18n/catalogue.ts, modules/products/addressRules.texts.ts).
const BIDI_REFUSED =
  'The field "address" contains a character that is not allowed (a control or text-direction character).';
const ONE_LINE = 'The field "city" must fit on one line: no line breaks or tabs.';

async function addressForm(reason: string, sent: AddressBody[]) {
  server.use(
    ...checkoutHandlers({
      addresses: [],
      addAddress: {
        onRequest: (body) => sent.push(body),
        error: { message: reason, statusCode: 400, error: 'Bad Request' },
      },
    }),
  );
  const rendered = renderWithProviders(<CheckoutStep disabled={false} />, {
    route: '/my/cart',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Checkout' }));
  const step = await screen.findByRole('dialog', { name: 'Billing and shipping' });
  await rendered.user.click(await within(step).findByRole('button', { name: 'Add an address' }));
  const form = await screen.findByRole('dialog', { name: 'New address' });
  const fill = async (label: RegExp, value: string) => {
    const field = within(form).getByLabelText(label);
    await rendered.user.clear(field);
    await rendered.user.click(field);
    await rendered.user.paste(value);
  };
  await fill(/^City/, 'Milano');
  await fill(/^Province/, 'MI');
  await fill(/^Postcode/, '20121');
  return { ...rendered, form, fill };
}

describe('an address the server refuses', () => {
  it('shows the reason for a pasted bidi override, keeps the form open with what was typed', async () => {
    const sent: AddressBody[] = [];
    const { user, form, fill } = await addressForm(BIDI_REFUSED, sent);
    await fill(/^Street and number/, 'Via Roma 1\u202E0');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(BIDI_REFUSED)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].address).toBe('Via Roma 1\u202E0');
    expect(within(form).getByLabelText(/^Street and number/)).toHaveValue('Via Roma 1\u202E0');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the one-line rule for a pasted tab', async () => {
    const sent: AddressBody[] = [];
    const { user, form, fill } = await addressForm(ONE_LINE, sent);
    await fill(/^Street and number/, 'Via Po 2');
    await fill(/^City/, 'Mi\tlano');

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(ONE_LINE)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeInTheDocument();
  });
});
