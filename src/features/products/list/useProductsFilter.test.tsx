import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useProductsFilter } from './useProductsFilter';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/products?page=3']}>{children}</MemoryRouter>
);

describe('useProductsFilter', () => {
  it('keeps both changes when a settled search and a category pick land before a re-render', () => {
    const { result } = renderHook(() => useProductsFilter(), { wrapper });
    const { setName, setCategory } = result.current;

    act(() => {
      setCategory('ca7e90000000000000000001');
      setName('maschera');
    });

    expect(result.current).toMatchObject({ name: 'maschera', categoryId: 'ca7e90000000000000000001', page: 1 });
  });
});
