import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** A search box (`type="search"`, so a searchbox to assistive tech) with the magnifier in front. */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
