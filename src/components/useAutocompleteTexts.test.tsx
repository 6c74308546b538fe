import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, screen } from '@testing-library/react';
import { languageChanged } from '../preferences/preferencesSlice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useAutocompleteTexts } from './useAutocompleteTexts';

function CityField() {
  const texts = useAutocompleteTexts();
  return (
    <Autocomplete
      {...texts}
      options={['Roma', 'Milano']}
      value="Roma"
      renderInput={(params) => <TextField {...params} label="Città" />}
    />
  );
}

it("gives MUI's Autocomplete its button labels in the language on screen, and follows a switch", async () => {
  const { store } = renderWithProviders(<CityField />);
  expect(screen.getByRole('button', { name: 'Apri' })).toBeInTheDocument();

  await act(() => store.dispatch(languageChanged('en')));

  expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apri' })).not.toBeInTheDocument();
});
