import { fireEvent, render, screen } from '@testing-library/react';
import { AvatarPicture } from './AvatarPicture';

describe('AvatarPicture', () => {
  it('shows the picture with its alt text', () => {
    render(
      <AvatarPicture src="/uploads/mario.png" alt="Mario Rossi">
        M
      </AvatarPicture>,
    );
    expect(screen.getByRole('img', { name: 'Mario Rossi' })).toHaveAttribute('src', '/uploads/mario.png');
    expect(screen.queryByText('M')).not.toBeInTheDocument();
  });

  it('shows the fallback on a readable grey when there is no picture', () => {
    const { container } = render(
      <AvatarPicture src={null} alt="Veloce">
        V
      </AvatarPicture>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveTextContent(/^V$/);
    expect(container.firstChild).toHaveStyle({ color: 'rgb(255, 255, 255)', backgroundColor: '#757575' });
  });

  it('falls back when the picture cannot load, and shows a new picture again', () => {
    const { rerender } = render(<AvatarPicture src="/uploads/gone.png" alt="Laura Bianchi" />);
    fireEvent.error(screen.getByRole('img', { name: 'Laura Bianchi' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/^L$/)).toBeInTheDocument();
    rerender(<AvatarPicture src="/uploads/laura.png" alt="Laura Bianchi" />);
    expect(screen.getByRole('img', { name: 'Laura Bianchi' })).toHaveAttribute('src', '/uploads/laura.png');
  });

  it('passes its ARIA attributes through (a default picture named for assistive technology)', () => {
    render(
      <AvatarPicture role="img" aria-label="Immagine del profilo predefinita">
        <svg />
      </AvatarPicture>,
    );
    expect(screen.getByRole('img', { name: 'Immagine del profilo predefinita' })).toBeInTheDocument();
  });
});
