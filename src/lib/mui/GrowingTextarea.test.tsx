import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';

// InputBase gets the stand-in as webpack.config.ts gives it (in place of TextareaAutosize).
jest.mock('@mui/material/TextareaAutosize', () => jest.requireActual('./GrowingTextarea'));

function Description({ inputRef }: { inputRef?: React.Ref<HTMLTextAreaElement> }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Description"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      multiline
      minRows={3}
      maxRows={10}
      inputRef={inputRef}
    />
  );
}

describe('a multiline TextField on the growing textarea', () => {
  it('is one labelled textarea of minRows lines, growing up to maxRows, that takes what is typed', async () => {
    const inputRef = createRef<HTMLTextAreaElement>();
    const { container } = render(<Description inputRef={inputRef} />);
    const field = screen.getByRole('textbox', { name: 'Description' });

    // No hidden twin to lay out, as TextareaAutosize has.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(field).toHaveAttribute('rows', '3');
    expect(field.style.minHeight).toBe('calc(1.4375em * 3)');
    expect(field.style.maxHeight).toBe('calc(1.4375em * 10)');
    expect(inputRef.current).toBe(field);

    await userEvent.type(field, 'Calcetto{Enter}il giovedì');
    expect(field).toHaveValue('Calcetto\nil giovedì');
  });

  it('takes its text height where the browser cannot size it (no field-sizing here)', async () => {
    render(<Description />);
    const field = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    Object.defineProperty(field, 'scrollHeight', { configurable: true, get: () => 5 * 23 });
    Object.defineProperty(field, 'clientHeight', { configurable: true, get: () => 3 * 23 });

    await userEvent.type(field, 'a');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(field.style.height).toBe('115px');
  });
});
