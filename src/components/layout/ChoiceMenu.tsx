import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { afterNextPaint } from '../../lib/yieldToMain';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceMenuProps<T extends string> {
  id: string;
  anchor: HTMLElement | null;
  choices: readonly Choice<T>[];
  value: T;
  onChoose: (value: T) => void;
  onClose: () => void;
}

/** The menu of mutually exclusive choices opened by ChoiceMenuButton (loaded on first open). */
export default function ChoiceMenu<T extends string>({
  id,
  anchor,
  choices,
  value,
  onChoose,
  onClose,
}: ChoiceMenuProps<T>) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            aria-checked={selected}
            selected={selected}
            onClick={() => {
              onClose();
              // The choice is made once the closing menu has painted: a language or a colour scheme re-renders the
              // whole layout, which in the click held that paint for 70-130 ms at 4x CPU (`npm run bench -- inp`).
              if (!selected) void afterNextPaint().then(() => onChoose(choice.value));
            }}
          >
            <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
