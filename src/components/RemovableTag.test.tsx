import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemovableTag } from './RemovableTag';

describe('RemovableTag', () => {
  it('is one button, named by what it does, showing its label', () => {
    render(<RemovableTag label="Giulia Bianchi" aria-label="Remove Giulia Bianchi" onRemove={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Remove Giulia Bianchi' });
    expect(button).toHaveTextContent('Giulia Bianchi');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it.each([['{Enter}'], [' '], ['{Delete}'], ['{Backspace}']])('removes on %s, as on a click', async (key) => {
    const onRemove = jest.fn();
    render(<RemovableTag label="Giulia" aria-label="Remove Giulia" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(key);
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('does nothing on other keys', async () => {
    const onRemove = jest.fn();
    render(<RemovableTag label="Giulia" aria-label="Remove Giulia" onRemove={onRemove} />);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('ab{ArrowLeft}');
    expect(onRemove).not.toHaveBeenCalled();
  });
});
