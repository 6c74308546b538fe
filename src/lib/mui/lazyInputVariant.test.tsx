import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { render, screen } from '@testing-library/react';
import LazyFilledInput from './LazyFilledInput';
import LazyInput from './LazyInput';

// webpack.config.ts gives these to TextField in place of MUI's standard and filled inputs: a field of either variant
// must still work once its input has loaded.
describe.each([
  ['standard', LazyInput, 'MuiInput-root'],
  ['filled', LazyFilledInput, 'MuiFilledInput-root'],
])('the lazy %s input', (_variant, Input, rootClass) => {
  it('renders the real input, labelled, with the value, and the label shrunk above it', async () => {
    render(
      <FormControl>
        <InputLabel htmlFor="city">City</InputLabel>
        <Input id="city" value="Bari" onChange={() => undefined} />
      </FormControl>,
    );
    const input = await screen.findByRole('textbox', { name: 'City' });
    expect(input).toHaveValue('Bari');
    expect(input.closest(`.${rootClass}`)).not.toBeNull();
    // The input reports its value to FormControl through the stand-in: the label sits shrunk above the value.
    expect(screen.getByText('City')).toHaveAttribute('data-shrink', 'true');
  });
});
