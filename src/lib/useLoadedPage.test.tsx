import { renderHook } from '@testing-library/react';
import { useLoadedPage, type PageResult } from './useLoadedPage';

interface Props {
  page: number;
  result: PageResult;
  filter?: string;
}

function setup(initial: Props) {
  const onPageChange = jest.fn();
  const hook = renderHook(({ page, result, filter }: Props) => useLoadedPage(page, result, onPageChange, filter), {
    initialProps: initial,
  });
  return { ...hook, onPageChange };
}

const pageOne = { data: 'page 1', currentData: 'page 1' };
const failed = { message: 'Database unavailable' };

describe('useLoadedPage', () => {
  it('keeps the shown page selected while another page loads, then selects the new one', () => {
    const { result, rerender, onPageChange } = setup({ page: 1, result: pageOne });
    expect(result.current).toBe(1);
    rerender({ page: 2, result: { data: 'page 1' } });
    expect(result.current).toBe(1);
    rerender({ page: 2, result: { data: 'page 2', currentData: 'page 2' } });
    expect(result.current).toBe(2);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves the selection back to the page shown, once, when another page fails', () => {
    const { result, rerender, onPageChange } = setup({ page: 1, result: pageOne });
    rerender({ page: 3, result: { data: 'page 1', error: failed } });
    expect(result.current).toBe(1);
    rerender({ page: 3, result: { data: 'page 1', error: failed } });
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender({ page: 1, result: pageOne });
    expect(result.current).toBe(1);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when a new search fails, and when a first page fails', () => {
    const { result, rerender, onPageChange } = setup({ page: 2, result: { data: 'a', currentData: 'a' }, filter: 'a' });
    rerender({ page: 1, result: { data: 'a', error: failed }, filter: 'b' });
    expect(result.current).toBe(2);
    expect(onPageChange).not.toHaveBeenCalled();

    const first = setup({ page: 4, result: { error: failed } });
    expect(first.result.current).toBe(4);
    expect(first.onPageChange).not.toHaveBeenCalled();
  });
});

describe('useLoadedPage with a page that failed before', () => {
  it('waits for the new attempt: the earlier error does not send the selection back again', () => {
    const { result, rerender, onPageChange } = setup({ page: 1, result: pageOne });
    rerender({ page: 2, result: { data: 'page 1', error: failed } });
    expect(onPageChange).toHaveBeenCalledTimes(1);
    rerender({ page: 1, result: pageOne });

    // Page 2 again: its cache entry still holds the earlier error until the new request starts.
    rerender({ page: 2, result: { data: 'page 1', error: failed } });
    expect(onPageChange).toHaveBeenCalledTimes(1);
    rerender({ page: 2, result: { data: 'page 2', currentData: 'page 2' } });
    expect(result.current).toBe(2);

    // A new failure (a new error) sends it back again.
    rerender({ page: 3, result: { data: 'page 2', error: { message: 'Database unavailable' } } });
    expect(onPageChange).toHaveBeenCalledTimes(2);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
