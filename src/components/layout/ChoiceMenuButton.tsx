import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type ChoiceMenuComponent from './ChoiceMenu';
import type { Choice } from './ChoiceMenu';

export type { Choice } from './ChoiceMenu';

// MUI's Menu (Popover, Modal, focus trap) loads on first open, keeping it out of the landing page's JS.
// `lazy` drops the component's type parameter; the cast restores it.
const ChoiceMenu = lazy(
  () => import(/* webpackChunkName: "choice-menu" */ './ChoiceMenu'),
) as unknown as typeof ChoiceMenuComponent;

export interface ChoiceMenuButtonProps<T extends string> {
  /** Accessible name of the button, e.g. 'Language'. */
  label: string;
  icon: ReactNode;
  /** Short text next to the icon (e.g. 'IT'); the icon alone when absent. */
  buttonText?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A top bar button opening a menu of mutually exclusive choices (language, colour scheme). */
export function ChoiceMenuButton<T extends string>(props: ChoiceMenuButtonProps<T>) {
  const { label, icon, buttonText, choices, value, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        color="inherit"
        // The accessible name holds the visible text too, so voice control users can say what they see (WCAG 2.5.3).
        aria-label={buttonText ? `${label} ${buttonText}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={icon}
        sx={{ minWidth: 0, px: buttonText ? 1.25 : 1, '& .MuiButton-startIcon': buttonText ? {} : { mx: 0 } }}
      >
        {buttonText}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ChoiceMenu
            id={menuId}
            anchor={anchor}
            choices={choices}
            value={value}
            onChoose={onChange}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
