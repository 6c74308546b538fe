import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';
import { OutlinedField } from './OutlinedField';

export interface NativeSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** `<option>` elements. */
  children: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

// NativeSelect's outlined look: the browser's arrow hidden, MUI's drawn over the right padding instead.
const Field = styled(OutlinedField)(({ theme }) => ({
  '& select': {
    appearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: theme.shape.borderRadius,
    '&&&': { paddingRight: 32 },
    '&:disabled': { cursor: 'default' },
    '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
  },
  '& svg': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: theme.palette.action.active,
  },
  '& .Mui-disabled > svg': { color: theme.palette.action.disabled },
}));

/**
 * An outlined field around the browser's own `<select>`, looking like a TextField. `TextField select` (even with
 * `native`) pulls in MUI's Select, whose menu brings Menu, Popover, Modal and the focus trap (about 20 KiB gzip), and
 * NativeSelect brings TextField's family (FormControl, InputLabel, OutlinedInput: about 11 KiB gzip); this is InputBase
 * rendering a `<select>` in `OutlinedField`. The label always sits on the outline: a native select always shows a
 * choice.
 */
export function NativeSelectField({ onChange, children, ...props }: NativeSelectFieldProps) {
  return (
    <Field
      {...props}
      // InputBase renders any element in place of its input, but types its props and events for an input or a
      // textarea only.
      inputComponent={'select' as unknown as 'input'}
      onChange={onChange as unknown as (event: ChangeEvent<HTMLInputElement>) => void}
      inputProps={{ children }}
      endAdornment={<ArrowDropDownIcon />}
    />
  );
}
