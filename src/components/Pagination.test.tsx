import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { languageChanged } from '../preferences/preferencesSlice';
import { PAGE_SIZE } from '../lib/constants';
import { pageToOffset } from '../lib/pagination';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Pagination } from './Pagination';

function PagedList({
  total,
  pageSize,
  onOffset,
}: {
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
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

  it('moves by one page with Previous and Next, each off at its end, and keeps focus on the current page at the end', async () => {
    const onOffset = jest.fn();
    const { user } = renderWithProviders(<PagedList total={5} pageSize={PAGE_SIZE.myOrders} onOffset={onOffset} />);
    const previous = screen.getByRole('button', { name: 'Vai alla pagina precedente' });
    const next = screen.getByRole('button', { name: 'Vai alla pagina successiva' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(onOffset).toHaveBeenLastCalledWith(2);
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(onOffset).toHaveBeenLastCalledWith(4);
    expect(next).toBeDisabled();
    // Next turned disabled under focus: focus goes to the current page, not to the document.
    expect(screen.getByRole('button', { name: 'pagina 3' })).toHaveFocus();
  });

  it('folds far pages into an ellipsis and speaks English after a switch', async () => {
    const { store } = renderWithProviders(<PagedList total={40} pageSize={PAGE_SIZE.myOrders} onOffset={jest.fn()} />);
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vai alla pagina 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vai alla pagina 10' })).not.toBeInTheDocument();

    await act(() => store.dispatch(languageChanged('en')));

    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });
});
