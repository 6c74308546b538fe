import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import type { AddressBody } from '../../../api/wire';
import { deferred } from '../../../testing/deferred';
import { buildAddress } from '../../../testing/fixtures/orderFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { checkoutHandlers, type CheckoutHandlersOptions } from '../../../testing/handlers/checkoutHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { addressStepLink } from './addressStepLink';
import { CheckoutStep } from './CheckoutStep';

function PreviewProbe() {
  const { billing, shipping } = useParams();
  return <p>{`preview of ${billing} and ${shipping}`}</p>;
}

function CartProbe() {
  const location = useLocation();
  return (
    <>
      <p>{`at ${location.pathname}${location.search}`}</p>
      <CheckoutStep disabled={false} />
    </>
  );
}

async function openStep(options: CheckoutHandlersOptions = {}) {
  server.use(...checkoutHandlers(options));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/my/cart" element={<CheckoutStep disabled={false} />} />
      <Route path="/order/preview/:billing/:shipping" element={<PreviewProbe />} />
    </Routes>,
    { route: '/my/cart', preloadedState: loggedInState({ user: buildProfile() }) },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Billing and shipping' });
  return { ...rendered, dialog };
}

const home = buildAddress({ firstName: 'Mario', address: 'Via Roma 1', city: 'Milano', isDefault: true });
const office = buildAddress({
  firstName: 'Mario',
  address: 'Via Nazionale 91',
  city: 'Roma',
  zipcode: '00184',
  province: 'RM',
});

describe('Checkout address step', () => {
  it('asks for an address before proceeding when there is none', async () => {
    const { user, dialog } = await openStep({ addresses: [] });
    expect(await within(dialog).findByText('You have no saved address yet: add one to continue.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('an address must be selected before proceeding');
    expect(screen.queryByText(/^preview of/)).not.toBeInTheDocument();
  });

  it('starts from the default address for both, and ships elsewhere when asked', async () => {
    const { user, dialog } = await openStep({ addresses: [office, home] });
    const billing = await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /Via Roma 1/ })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' }));
    const shipping = within(dialog).getByRole('radiogroup', { name: 'Shipping address' });
    await user.click(within(shipping).getByRole('radio', { name: /Via Nazionale 91/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(`preview of ${home._id} and ${office._id}`)).toBeInTheDocument();
  });

  it('starts from the default billing and the default shipping address when they differ', async () => {
    const billingHome = buildAddress({ address: 'Via Roma 1', isDefaultBilling: true });
    const shippingOffice = buildAddress({ address: 'Via Nazionale 91', city: 'Roma', isDefaultShipping: true });
    const { user, dialog } = await openStep({ addresses: [shippingOffice, billingHome] });
    const billing = await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /Default billing.*Via Roma 1/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' })).not.toBeChecked();
    const shipping = within(dialog).getByRole('radiogroup', { name: 'Shipping address' });
    expect(within(shipping).getByRole('radio', { name: /Default shipping.*Via Nazionale 91/ })).toBeChecked();

    // Choosing for billing the address that ships leaves the two lists as they are.
    await user.click(within(billing).getByRole('radio', { name: /Via Nazionale 91/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' })).not.toBeChecked();
    await user.click(within(billing).getByRole('radio', { name: /Via Roma 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(`preview of ${billingHome._id} and ${shippingOffice._id}`)).toBeInTheDocument();
  });

  it('makes an address the default for shipping from the list, once, and chooses it', async () => {
    const asked: { id: string; role: string }[] = [];
    const held = deferred();
    const { user, dialog } = await openStep({
      addresses: [home, office],
      setDefaultAddress: { onRequest: (request) => asked.push(request), holdUntil: held.promise },
    });
    await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    // The default for both roles offers no button; the other address offers one per list.
    expect(within(dialog).getAllByRole('button', { name: /^Make default for billing/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' }));
    const shipping = within(dialog).getByRole('radiogroup', { name: 'Shipping address' });
    const makeDefault = within(shipping).getByRole('button', {
      name: 'Make default for shipping: Mario Rossi, Via Nazionale 91, 00184 Roma (RM), Italia',
    });

    await user.click(makeDefault);
    expect(makeDefault).toBeDisabled();
    held.release();

    await waitFor(() =>
      expect(within(shipping).getByRole('radio', { name: /Default shipping.*Via Nazionale 91/ })).toBeChecked(),
    );
    // The button moves to the address that is no longer the shipping default.
    expect(
      within(shipping)
        .getAllByRole('button', { name: /^Make default for shipping/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Make default for shipping: Mario Rossi, Via Roma 1, 20121 Milano (MI), Italia']);
    expect(asked).toEqual([{ id: office._id, role: 'shipping' }]);
    const billing = within(dialog).getByRole('radiogroup', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /Default billing.*Via Roma 1/ })).toBeChecked();
  });

  it('says so in a toast when the default cannot be changed', async () => {
    const { user, dialog } = await openStep({
      addresses: [home, office],
      setDefaultAddress: { error: { message: 'Address not found.', statusCode: 404, error: 'Not Found' } },
    });
    await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    await user.click(
      within(dialog).getByRole('button', { name: /^Make default for billing: Mario Rossi, Via Nazionale/ }),
    );
    expect(await screen.findByText('Address not found.')).toBeInTheDocument();
  });

  it('checks the new address as the server does, then adds it and chooses it', async () => {
    const added: AddressBody[] = [];
    const { user, dialog } = await openStep({ addresses: [], addAddress: { onRequest: (body) => added.push(body) } });
    await user.click(await within(dialog).findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('dialog', { name: 'New address' });
    // The session's name and e-mail are there to start with; focus is on the first field.
    expect(within(form).getByLabelText(/^First name/)).toHaveFocus();
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Giulia');

    await user.type(within(form).getByLabelText(/^Province/), 'M');
    await user.type(within(form).getByLabelText(/^Postcode/), '20_1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Street and number is required')).toBeInTheDocument();
    expect(within(form).getByText('City is required')).toBeInTheDocument();
    expect(within(form).getByText('Province: 2 to 40 characters')).toBeInTheDocument();
    expect(within(form).getByText('Postcode: 3 to 10 letters, digits, spaces or -')).toBeInTheDocument();
    expect(added).toEqual([]);

    await user.type(within(form).getByLabelText(/^Street and number/), 'Via Po 2');
    await user.type(within(form).getByLabelText(/^City/), 'Torino');
    await user.clear(within(form).getByLabelText(/^Province/));
    await user.type(within(form).getByLabelText(/^Province/), 'TO');
    await user.clear(within(form).getByLabelText(/^Postcode/));
    await user.type(within(form).getByLabelText(/^Postcode/), '10123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New address' })).not.toBeInTheDocument());
    expect(added).toEqual([
      {
        firstName: 'Giulia',
        lastName: 'Rossi',
        address: 'Via Po 2',
        city: 'Torino',
        province: 'TO',
        zipcode: '10123',
        country: 'Italia',
        email: 'giulia.rossi@example.it',
        isDefault: false,
      },
    ]);
    const billing = await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /Via Po 2/ })).toBeChecked();
  });

  it('switches language inside the new-address dialog, keeping the dialog, its values and its errors', async () => {
    const { user, dialog } = await openStep({ addresses: [] });
    await user.click(await within(dialog).findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('dialog', { name: 'New address' });
    const street = within(form).getByLabelText(/^Street and number/);
    await user.type(street, 'Via Po 2');
    await user.type(within(form).getByLabelText(/^Province/), 'T');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('City is required')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Language EN' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));

    const same = await screen.findByRole('dialog', { name: 'Nuovo indirizzo' });
    expect(same).toBe(form);
    expect(await within(form).findByText('Città: campo obbligatorio')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Via e numero civico/)).toBe(street);
    expect(street).toHaveValue('Via Po 2');
    expect(within(form).getByLabelText(/^Provincia/)).toHaveValue('T');
    expect(within(form).getByLabelText(/^Nome/)).toHaveValue('Giulia');
  });

  it("keeps what was typed and shows the server's reason when saving fails, with the buttons waiting meanwhile", async () => {
    const held = deferred();
    const { user, dialog } = await openStep({
      addresses: [home],
      updateAddress: {
        holdUntil: held.promise,
        error: { message: 'Address not found.', statusCode: 404, error: 'Not Found' },
      },
    });
    await user.click(
      await within(dialog).findByRole('button', { name: /^Edit the address of Mario Rossi, Via Roma 1/ }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit the address' });
    const street = within(form).getByLabelText(/^Street and number/);
    await user.clear(street);
    await user.type(street, 'Corso Buenos Aires 10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();

    expect(await within(form).findByText('Address not found.')).toBeInTheDocument();
    expect(street).toHaveValue('Corso Buenos Aires 10');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks before Escape or a click outside throws away what was typed in a new address', async () => {
    const { user, dialog } = await openStep({ addresses: [] });
    await user.click(await within(dialog).findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('dialog', { name: 'New address' });
    const street = within(form).getByLabelText(/^Street and number/);
    await user.type(street, 'Via Po 2');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('What you typed in this address will be lost.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeInTheDocument();
    expect(street).toHaveValue('Via Po 2');

    // A click on the backdrop asks too; discarding closes the form.
    const outside = [...document.querySelectorAll<HTMLElement>('.MuiDialog-container')].at(-1);
    await user.click(outside ?? document.body);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New address' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Billing and shipping' })).toBeInTheDocument();
  });

  it('closes an untouched form on Escape without asking', async () => {
    const { user, dialog } = await openStep({ addresses: [] });
    await user.click(await within(dialog).findByRole('button', { name: 'Add an address' }));
    await screen.findByRole('dialog', { name: 'New address' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New address' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it('deletes an address after asking', async () => {
    const deleted: string[] = [];
    const { user, dialog } = await openStep({
      addresses: [home, office],
      deleteAddress: { onRequest: (id) => deleted.push(id) },
    });
    await user.click(
      await within(dialog).findByRole('button', { name: /^Delete the address of Mario Rossi, Via Nazionale 91/ }),
    );
    const question = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Via Nazionale 91/ })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual([office._id]);
    // The question has closed and the deleted row is gone: focus waits on the one button sure to stay.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add an address' })).toHaveFocus());
  });

  it('opens on the addresses of a link from the preview, and drops them from the address once closed', async () => {
    server.use(...checkoutHandlers({ addresses: [home, office] }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/my/cart" element={<CartProbe />} />
      </Routes>,
      {
        route: addressStepLink({ billing: office._id, shipping: home._id }),
        preloadedState: loggedInState({ user: buildProfile() }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Billing and shipping' });
    const billing = await within(dialog).findByRole('radiogroup', { name: 'Billing address' });
    expect(within(billing).getByRole('radio', { name: /Via Nazionale 91/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ship to the billing address' })).not.toBeChecked();
    const shipping = within(dialog).getByRole('radiogroup', { name: 'Shipping address' });
    expect(within(shipping).getByRole('radio', { name: /Via Roma 1/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Back to the cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Billing and shipping' })).not.toBeInTheDocument());
    expect(screen.getByText('at /my/cart')).toBeInTheDocument();
  });

  it('stays closed on a link from the preview while a flagged line blocks checking out', async () => {
    server.use(...checkoutHandlers({ addresses: [home] }));
    renderWithProviders(<CheckoutStep disabled />, {
      route: addressStepLink({ billing: home._id, shipping: home._id }),
      preloadedState: loggedInState({ user: buildProfile() }),
    });
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // The step would load lazily: give it the time it takes before saying it is not there.
    await expect(screen.findByRole('dialog', {}, { timeout: 1500 })).rejects.toThrow();
  });
});
