import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eventsHandlers } from '../../../testing/handlers/eventsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import { registerEventsCatalogue } from '../components/eventsCatalogue';
import { LocationSearch } from './LocationSearch';

// EventsPage adds the catalogue when it loads; the field is rendered here on its own.
registerEventsCatalogue();

it('hands what was typed into the stand-in, and the focus, to the Autocomplete when it has loaded', async () => {
  server.use(...eventsHandlers({ places: [{ address: 'Milano MI, Italia', lat: 45.4642, lng: 9.19 }] }));
  renderWithProviders(<LocationSearch />, { route: '/events', preloadedState: loggedInState() });

  // The stand-in: a plain field with the combobox's name, before the Autocomplete's module has arrived.
  const standIn = screen.getByRole('combobox', { name: 'Search a location' });
  expect(standIn).not.toHaveAttribute('aria-controls');
  act(() => standIn.focus());
  fireEvent.change(standIn, { target: { value: 'Mila' } });

  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search a location' })).not.toBe(standIn));
  const combobox = screen.getByRole('combobox', { name: 'Search a location' });
  expect(combobox).toHaveValue('Mila');
  expect(combobox).toHaveFocus();
  expect(await screen.findByRole('option', { name: 'Milano MI, Italia' })).toBeInTheDocument();
});
