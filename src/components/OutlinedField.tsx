import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { fieldOutlineColour } from './fieldOutline';

export interface OutlinedFieldProps extends Omit<InputBaseProps, 'size' | 'sx' | 'fullWidth' | 'aria-describedby'> {
  /** Shown on the outline, in a notch, and the input's name to assistive tech (a `<label for>`). */
  label: string;
  /** Under the field; in the error colour when `error` is set. */
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

interface OwnerState {
  ownerState: { error: boolean; disabled: boolean; fullWidth: boolean };
}
const forwardProp = (prop: string) => prop !== 'ownerState';

// What FormControl draws: a column holding the label, the input and the helper text.
const Root = styled('div', { shouldForwardProp: forwardProp })<OwnerState>(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
  // InputLabel's outlined, shrunk label: on the outline, at three quarters of the input's font size.
  '& > label': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    padding: 0,
    display: 'block',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: 'calc(133% - 32px)',
    transformOrigin: 'top left',
    transform: 'translate(14px, -9px) scale(0.75)',
    userSelect: 'none',
    transition: theme.transitions.create('color', {
      duration: theme.transitions.duration.shorter,
      easing: theme.transitions.easing.easeOut,
    }),
  },
  '&:focus-within > label': { color: theme.palette.primary.main },
  // FormHelperText, with the theme's margins (src/theme/components.ts).
  '& > p': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    textAlign: 'left',
    margin: theme.spacing(0.5, '14px', 1.5),
    lineHeight: 1.35,
  },
  // A variant's props are matched against the ownerState too.
  variants: [
    { props: { fullWidth: true }, style: { width: '100%' } },
    {
      props: { disabled: true },
      style: { '& > label, & > p': { color: theme.palette.text.disabled } },
    },
    {
      props: { error: true },
      style: { '&& > label, && > p': { color: theme.palette.error.main } },
    },
  ],
}));

// OutlinedInput: the outline is a fieldset whose legend, as wide as the small label, cuts the notch it sits in.
const Input = styled(InputBase)(({ theme }) => ({
  position: 'relative',
  borderRadius: theme.shape.borderRadius,
  '& > fieldset': {
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    textAlign: 'left',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: fieldOutlineColour(theme),
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& > fieldset > legend': {
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': {
    '&:hover > fieldset': {
      borderColor: fieldOutlineColour(theme),
    },
  },
  '&.Mui-focused > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&.Mui-error > fieldset': { borderColor: theme.palette.error.main },
  '&.Mui-disabled > fieldset': { borderColor: theme.palette.action.disabled },
  '& > .MuiInputBase-input': { padding: '16.5px 14px' },
  '&.MuiInputBase-sizeSmall > .MuiInputBase-input': { padding: '8.5px 14px' },
}));

/**
 * An outlined field whose label always sits on the outline, drawn on InputBase alone: what TextField, FormControl,
 * InputLabel, OutlinedInput and FormHelperText draw together (about 11 KiB gzip), for the fields that need no
 * floating label (`DateTextField`, `NativeSelectField`). The label is a `<label for>` the input's id; the helper
 * text describes the input; `error` sets `aria-invalid`.
 */
export function OutlinedField({
  label,
  helperText,
  size = 'medium',
  fullWidth = false,
  error = false,
  disabled = false,
  sx,
  className,
  id: idProp,
  ...props
}: OutlinedFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <Root ownerState={{ error, disabled, fullWidth }} className={className} sx={sx}>
      <label htmlFor={id}>{label}</label>
      <Input
        {...props}
        id={id}
        size={size}
        fullWidth={fullWidth}
        error={error}
        disabled={disabled}
        aria-describedby={helperId}
        renderSuffix={() => (
          <fieldset aria-hidden>
            <legend>
              <span>{label}</span>
            </legend>
          </fieldset>
        )}
      />
      {helperText && <p id={helperId}>{helperText}</p>}
    </Root>
  );
}
