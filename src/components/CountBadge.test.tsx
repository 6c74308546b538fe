import { render, screen } from '@testing-library/react';
import { CountBadge } from './CountBadge';

/** The count: the element after the icon. */
const countOf = () => screen.getByTestId('icon').nextElementSibling as HTMLElement;

describe('CountBadge', () => {
  it('shows the count beside its icon, hidden from assistive technology (the control names it)', () => {
    render(
      <CountBadge count={3} color="error">
        <svg data-testid="icon" />
      </CountBadge>,
    );
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(countOf()).toHaveTextContent(/^3$/);
    expect(countOf()).toHaveAttribute('aria-hidden', 'true');
    expect(countOf()).toHaveStyle({ transform: 'scale(1) translate(50%, -50%)' });
  });

  it('caps the count at max, as max+', () => {
    render(
      <CountBadge count={120} color="primary" max={99}>
        <svg data-testid="icon" />
      </CountBadge>,
    );
    expect(countOf()).toHaveTextContent(/^99\+$/);
  });

  it('hides a count of 0 unless showZero', () => {
    const { rerender } = render(
      <CountBadge count={0} color="error">
        <svg data-testid="icon" />
      </CountBadge>,
    );
    expect(countOf()).toHaveTextContent(/^$/);
    expect(countOf()).toHaveStyle({ transform: 'scale(0) translate(50%, -50%)' });
    rerender(
      <CountBadge count={0} color="primary" showZero>
        <svg data-testid="icon" />
      </CountBadge>,
    );
    expect(countOf()).toHaveTextContent(/^0$/);
    expect(countOf()).toHaveStyle({ transform: 'scale(1) translate(50%, -50%)' });
  });
});
