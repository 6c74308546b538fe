import { useCallback } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../lib/store/hooks';
import { afterNextPaint } from '../lib/yieldToMain';

/**
 * A preference chosen in a menu (the language, the colour scheme) reaches the store once the click's own feedback,
 * the menu closing, has painted. Either choice re-renders the whole layout, top bar and footer included; in the click
 * it held that paint for 70-130 ms at 4x CPU (`npm run bench -- inp`), after it the click paints in 5-45 ms.
 */
export function useChoiceAfterPaint<T>(choose: (value: T) => UnknownAction): (value: T) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (value: T) => {
      void afterNextPaint().then(() => dispatch(choose(value)));
    },
    [dispatch, choose],
  );
}
