import InputBase from '@mui/material/InputBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import { fieldOutlineColour } from './fieldOutline';

export interface SearchFieldProps {
  /** The field's name to assistive tech, shown as its placeholder. */
  label: string;
  /** The text, when the page holds it; else `defaultValue`, and the field holds it (`useSettledInput`). */
  value?: string;
  defaultValue?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  autoFocus?: boolean;
  /** The most characters the field takes (a longer paste is cut there). */
  maxLength?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

// An outlined field's look (the 1 px outline, 2 px in the primary colour when focused) drawn on InputBase alone: a
// search box needs no floating label, notch or helper text, so a page whose only field is a search does not load
// TextField's family (about 5 KiB gzip).
const Field = styled(InputBase)(({ theme }) => {
  const outline = fieldOutlineColour(theme);
  return {
    borderRadius: theme.shape.borderRadius,
    paddingLeft: 14,
    paddingRight: 14,
    gap: 8,
    boxShadow: `inset 0 0 0 1px ${outline}`,
    '&:hover': { boxShadow: `inset 0 0 0 1px ${theme.palette.text.primary}` },
    '&.Mui-focused': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
    '& .MuiInputBase-input': { height: '1.4375em', padding: '16.5px 0' },
    '&.MuiInputBase-sizeSmall .MuiInputBase-input': { padding: '8.5px 0' },
    '& .MuiInputBase-input::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
    '& > svg': { color: theme.palette.action.active, flexShrink: 0 },
  };
});

/** A search box (`type="search"`, so a searchbox to assistive tech) with the magnifier in front. */
export function SearchField({ label, maxLength, ...props }: SearchFieldProps) {
  return (
    <Field
      {...props}
      type="search"
      placeholder={label}
      inputProps={{ 'aria-label': label, maxLength }}
      startAdornment={<SearchIcon />}
    />
  );
}
