import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ComponentType } from 'react';

/** A component loaded once on first need; a later mount finds it loaded and shows it at once. */
export interface LoadOnReach<P> {
  loaded(): ComponentType<P> | null;
  load(): Promise<ComponentType<P>>;
}

export function loadOnReach<P>(load: () => Promise<ComponentType<P>>): LoadOnReach<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    loaded: () => component,
    load: () => (pending ??= load().then((loaded) => (component = loaded))),
  };
}

/**
 * MUI's Autocomplete with Popper (about 20 KiB gzip) for a field most visits never touch: until the pointer or the
 * focus first reaches it, `AutocompleteStandIn` draws a plain field of the same look. `focused` hands the focus to
 * the Autocomplete when it arrives; the caller keeps the typed text in its own state so it carries over.
 */
export function useAutocompleteOnReach<P>(component: LoadOnReach<P>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => component.loaded());
  const [focused, setFocused] = useState(false);
  const load = () => {
    if (!Component) void component.load().then((loaded) => setComponent(() => loaded));
  };
  return { Component, focused, setFocused, load };
}

export interface AutocompleteStandInProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  reach: Pick<ReturnType<typeof useAutocompleteOnReach>, 'load' | 'setFocused'>;
  sx?: SxProps<Theme>;
}

// The outlined field's parts rather than TextField, which brings the filled and standard variants too.
export function AutocompleteStandIn({ id, label, value, onChange, reach, sx }: AutocompleteStandInProps) {
  return (
    <FormControl fullWidth sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPointerEnter={reach.load}
        onFocus={() => {
          reach.setFocused(true);
          reach.load();
        }}
        onBlur={() => reach.setFocused(false)}
        inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      />
    </FormControl>
  );
}
