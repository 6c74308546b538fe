import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (qty: number) => void;
}

/** Minus, the quantity, plus: from 1 to `max`. */
export function QuantityStepper({ value, max, label, decreaseLabel, increaseLabel, onChange }: QuantityStepperProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        disableRipple
        aria-label={decreaseLabel}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-label={label}
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        disableRipple
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
