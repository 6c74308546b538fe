import CheckIcon from '@mui/icons-material/Check';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { visuallyHidden } from './visuallyHidden';

export interface StepProgressProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current step's index; `steps.length` once every step is done. */
  activeStep: number;
  'aria-label': string;
  /** Below the `sm` breakpoint the names are read by screen readers only (a heading names the current step). */
  hideLabelsOnPhone?: boolean;
  sx?: SxProps<Theme>;
}

const List = styled('ol')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.down('sm')]: {
    '&[data-hide-labels] [data-step-label]': visuallyHidden,
  },
}));

// MUI's Stepper with `alternativeLabel` (a numbered circle over each name, a line between the circles), drawn with
// plain elements: MUI's Stepper family and its roving tab index are ~15 KiB minified on the pages that show steps.
const Item = styled('li')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    flex: '1 1 0',
    minWidth: 0,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: '0 8px',
    textAlign: 'center',
    '& + &::before': {
      content: '""',
      position: 'absolute',
      top: 12,
      left: 'calc(-50% + 20px)',
      right: 'calc(50% + 20px)',
      borderTop: `1px solid ${theme.palette.mode === 'light' ? palette.grey[400] : palette.grey[600]}`,
    },
    '& [data-step-circle]': {
      width: 24,
      height: 24,
      flexShrink: 0,
      borderRadius: '50%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: palette.text.disabled,
      color: palette.primary.contrastText,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.caption.fontSize,
      lineHeight: 1,
    },
    '&:not([data-state="upcoming"]) [data-step-circle]': { backgroundColor: palette.primary.main },
    '& [data-step-label]': {
      ...theme.typography.body2,
      marginTop: 16,
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    '&:not([data-state="upcoming"]) [data-step-label]': { color: palette.text.primary, fontWeight: 500 },
  };
});

/**
 * Where a multi-step form is: an ordered list of the steps, the done ones with a check, the current one marked with
 * `aria-current="step"`. Not clickable: a step opens when the one before it is valid.
 */
export function StepProgress({ steps, activeStep, hideLabelsOnPhone, sx, 'aria-label': ariaLabel }: StepProgressProps) {
  return (
    <List aria-label={ariaLabel} data-hide-labels={hideLabelsOnPhone || undefined} sx={sx}>
      {steps.map((label, index) => {
        const state = index < activeStep ? 'completed' : index === activeStep ? 'current' : 'upcoming';
        return (
          <Item key={index} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span data-step-circle aria-hidden="true">
              {state === 'completed' ? <CheckIcon sx={{ fontSize: 16 }} /> : index + 1}
            </span>
            <span data-step-label>{label}</span>
          </Item>
        );
      })}
    </List>
  );
}
