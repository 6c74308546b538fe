import type { SelectProps } from '@mui/material/Select';
import { cloneElement, isValidElement, lazy, Suspense, type ReactElement } from 'react';

// Stands in for MUI's Select inside TextField (webpack.config.ts swaps TextField's `../Select` import for this
// module): every form pays for TextField, only a `select` field needs Select, Menu, Popover and Modal, so they
// load with the first one. Until then the field shows its input, read-only, at its final size.
const Select = lazy(() => import(/* webpackChunkName: "mui-select" */ '@mui/material/Select'));

function LazySelect(props: SelectProps) {
  const { input } = props;
  const placeholder = isValidElement(input)
    ? cloneElement(input as ReactElement<{ readOnly?: boolean; value?: unknown }>, { readOnly: true, value: '' })
    : null;
  return (
    <Suspense fallback={placeholder}>
      <Select {...props} />
    </Suspense>
  );
}

// FormControl reads this to treat the field as a select (filled and adornment state).
LazySelect.muiName = 'Select';

export default LazySelect;
