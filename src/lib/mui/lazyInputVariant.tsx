import type { InputBaseProps } from '@mui/material/InputBase';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Stands in for one of TextField's non-outlined inputs (webpack.config.ts swaps TextField's `../Input` and
 * `../FilledInput` imports for LazyInput.tsx and LazyFilledInput.tsx): every form pays for TextField, which imports
 * all three variants, while Campo's fields are outlined. A field of another variant loads its input on first render.
 */
export function lazyInputVariant(load: () => Promise<{ default: ComponentType<InputBaseProps> }>) {
  const Input = lazy(load);
  function LazyInputVariant(props: InputBaseProps) {
    return (
      <Suspense fallback={null}>
        <Input {...props} />
      </Suspense>
    );
  }
  // FormControl reads this to treat its child as the field's input (filled and adornment state).
  LazyInputVariant.muiName = 'Input';
  return LazyInputVariant;
}
