import { screen } from '@testing-library/react';
import { useState } from 'react';
import { PAGE_SIZE } from '../lib/constants';
import { pageToOffset } from '../lib/pagination';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Pagination } from './Pagination';

function PagedList({ total, pageSize, onOffset }: { total: number; pageSize: number; onOffset: (offset: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      total={total}
      pageSize={pageSize}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onOffset(pageToOffset(next, pageSize));
      }}
    />
  );
}

describe('Pagination', () => {
  it('shows nothing when the total does not exceed the page size', () => {
    renderWithProviders(<PagedList total={PAGE_SIZE.events} pageSize={PAGE_SIZE.events} onOffset={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows one button per page once the total exceeds the page size', () => {
    renderWithProviders(<PagedList total={PAGE_SIZE.events + 1} pageSize={PAGE_SIZE.events} onOffset={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Paginazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Vai alla pagina 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vai alla pagina 3' })).not.toBeInTheDocument();
  });

  it('asks for the offset (page - 1) * size of the chosen page', async () => {
    const onOffset = jest.fn();
    const { user } = renderWithProviders(<PagedList total={7} pageSize={PAGE_SIZE.myOrders} onOffset={onOffset} />);

    await user.click(screen.getByRole('button', { name: 'Vai alla pagina 4' }));
    expect(onOffset).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('button', { name: 'pagina 4' })).toHaveAttribute('aria-current', 'page');
  });
});
