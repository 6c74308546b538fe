import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

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

/**
 * An outlined field around the browser's own `<select>`, looking like a TextField. `TextField select` (even with
 * `native`) pulls in MUI's Select, whose menu brings Menu, Popover, Modal and the focus trap (about 20 KiB gzip);
 * NativeSelect needs none of them. The label always sits on the outline: a native select always shows a choice.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  size,
  fullWidth,
  disabled,
  sx,
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} fullWidth={fullWidth} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
