import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SettledSearchField } from './SettledSearchField';

const searches: string[] = [];

/** A list's search kept by the page, as the address or the store keeps it: trimmed, and settable from outside. */
function Page() {
  const [search, setSearch] = useState('');
  return (
    <>
      <SettledSearchField
        label="Search"
        value={search}
        onSearch={(text) => {
          searches.push(text);
          setSearch(text.trim());
        }}
      />
      <p data-testid="searched">{search}</p>
      <button type="button" onClick={() => setSearch('calcio')}>
        Calcio
      </button>
    </>
  );
}

describe('SettledSearchField', () => {
  beforeEach(() => {
    searches.length = 0;
  });

  it('searches once, with the text as it settled, and keeps typing that came after the trimmed search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'maglia ');
    // After the 400 ms pause: more than waitFor's default second on a loaded machine is allowed.
    await waitFor(() => expect(screen.getByTestId('searched')).toHaveTextContent('maglia'), { timeout: 3000 });
    expect(searches).toEqual(['maglia ']);
    // The trimmed search coming back leaves the field as typed.
    expect(box).toHaveValue('maglia ');
  });

  it('shows a search set from outside, dropping text typed and not settled yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'scar');
    fireEvent.click(screen.getByRole('button', { name: 'Calcio' }));
    expect(box).toHaveValue('calcio');
    // What was typed never settles into a search of its own.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searches).toEqual([]);
    expect(screen.getByTestId('searched')).toHaveTextContent('calcio');
  });
});
