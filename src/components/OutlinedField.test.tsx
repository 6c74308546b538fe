import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NativeSelectField } from './NativeSelectField';
import { OutlinedField } from './OutlinedField';

describe('OutlinedField', () => {
  it('names the input by its label, and the label is not read twice from the notch', () => {
    renderWithProviders(<OutlinedField label="Dal" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Dal' });
    expect(screen.getByLabelText('Dal')).toBe(field);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // The notch's copy of the label only measures the gap in the outline.
    expect(screen.getAllByText('Dal')).toHaveLength(2);
    expect(screen.getByText('Dal', { selector: 'legend span' }).closest('fieldset')).toHaveAttribute('aria-hidden');
  });

  it('shows the helper text and describes the input with it; an error sets aria-invalid', () => {
    const { rerender } = renderWithProviders(<OutlinedField label="Al" defaultValue="" helperText="GG/MM/AAAA" />);
    const field = screen.getByRole('textbox', { name: 'Al' });
    expect(field).toHaveAccessibleDescription('GG/MM/AAAA');
    expect(field).toHaveAttribute('aria-invalid', 'false');

    rerender(<OutlinedField label="Al" defaultValue="" error helperText="La data finale precede quella iniziale" />);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('La data finale precede quella iniziale');
  });

  it('leaves no description when there is no helper text', () => {
    renderWithProviders(<OutlinedField label="Nome" defaultValue="" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-describedby');
  });

  it('disables the input', () => {
    renderWithProviders(<OutlinedField label="Dal" defaultValue="" disabled />);
    expect(screen.getByRole('textbox', { name: 'Dal' })).toBeDisabled();
  });

  it('keeps an id given to it, so the label still points at the input', () => {
    renderWithProviders(<OutlinedField label="Dal" defaultValue="" id="from" />);
    expect(screen.getByLabelText('Dal')).toHaveAttribute('id', 'from');
  });
});

describe('NativeSelectField', () => {
  it('is a combobox named by its label, and reports the chosen option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <NativeSelectField label="Quanti" value="1" onChange={(event) => onChange(event.target.value)}>
        <option value="1">1</option>
        <option value="2">2</option>
      </NativeSelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Quanti' });
    expect(select.tagName).toBe('SELECT');
    await user.selectOptions(select, '2');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('disables the select', () => {
    renderWithProviders(
      <NativeSelectField label="Quanti" value="1" onChange={jest.fn()} disabled>
        <option value="1">1</option>
      </NativeSelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Quanti' })).toBeDisabled();
  });
});
