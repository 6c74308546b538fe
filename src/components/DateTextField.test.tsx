import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DateTextField, maskDate } from './DateTextField';

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-03-05');
  return (
    <>
      <DateTextField
        label="Data"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        reset
      </button>
    </>
  );
}

describe('DateTextField', () => {
  it('puts in the slashes of DD/MM/YYYY and keeps digits only', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('1212')).toBe('12/12');
    expect(maskDate('12/12/2026 extra 9')).toBe('12/12/2026');
  });

  it('shows DD/MM/YYYY in the Italian interface and sends YYYY-MM-DD only for a real date', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Data' });
    expect(field).toHaveValue('05/03/2026');
    expect(field).toHaveAttribute('placeholder', 'GG/MM/AAAA');

    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(field, '31022026');
    expect(field).toHaveValue('31/02/2026');
    expect(screen.getByText('Data non valida: usa GG/MM/AAAA')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Data non valida: usa GG/MM/AAAA');
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.clear(field);
    await user.type(field, '28022026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText('Data non valida: usa GG/MM/AAAA')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(field).toHaveValue('');
  });

  it('keeps the error the caller sets beside its own', () => {
    renderWithProviders(<DateTextField label="Al" value={null} onChange={jest.fn()} error helperText="Prima di Dal" />);
    const field = screen.getByRole('textbox', { name: 'Al' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Prima di Dal');
  });
});
