import { renderHook } from '@testing-library/react';
import { useFirstAnswerDeferred } from './useFirstAnswerDeferred';

interface Result {
  data?: string;
  currentData?: string;
  isLoading: boolean;
}

function track(initial: Result) {
  const renders: Result[] = [];
  const hook = renderHook(
    (result: Result) => {
      const shown = useFirstAnswerDeferred(result);
      renders.push(shown);
      return shown;
    },
    { initialProps: initial },
  );
  return { renders, hook };
}

it('holds the first answer back for one render, as loading, and shows it in the deferred render after', () => {
  const { renders, hook } = track({ isLoading: true });
  renders.length = 0;
  hook.rerender({ data: 'Corsa del mercoledì', currentData: 'Corsa del mercoledì', isLoading: false });
  expect(renders).toEqual([
    { data: undefined, currentData: undefined, isLoading: true },
    { data: 'Corsa del mercoledì', currentData: 'Corsa del mercoledì', isLoading: false },
  ]);
  expect(hook.result.current).toEqual({
    data: 'Corsa del mercoledì',
    currentData: 'Corsa del mercoledì',
    isLoading: false,
  });
});

it('shows at once an answer already there at mount, and every change after the first answer', () => {
  const { renders, hook } = track({ data: 'cached', isLoading: false });
  expect(renders).toEqual([{ data: 'cached', isLoading: false }]);
  renders.length = 0;
  hook.rerender({ data: 'changed', isLoading: false });
  expect(renders[0]).toEqual({ data: 'changed', isLoading: false });
  expect(renders.every((render) => render.data === 'changed')).toBe(true);
});

it('shows an error without an answer at once', () => {
  const { renders, hook } = track({ isLoading: true });
  renders.length = 0;
  hook.rerender({ isLoading: false });
  expect(renders).toEqual([{ isLoading: false }]);
});
