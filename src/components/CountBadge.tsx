import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const Root = styled('span')({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 });

const Count = styled('span')<{ ownerState: { color: CountBadgeProps['color']; hidden: boolean } }>(
  ({ theme, ownerState }) => ({
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1,
    backgroundColor: (theme.vars ?? theme).palette[ownerState.color].main,
    color: (theme.vars ?? theme).palette[ownerState.color].contrastText,
    transformOrigin: '100% 0%',
    transform: `scale(${ownerState.hidden ? 0 : 1}) translate(50%, -50%)`,
    transition: theme.transitions.create('transform', {
      easing: theme.transitions.easing.easeInOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  }),
);

export interface CountBadgeProps {
  count: number;
  color: 'primary' | 'error';
  /** Show a count of 0 (a cart's lines) instead of hiding the badge (unread messages). */
  showZero?: boolean;
  /** Counts above it read `max+`. */
  max?: number;
  children: ReactNode;
}

/**
 * A count on the corner of an icon, drawn like MUI's Badge (which brings its slot machinery, about 2 KiB, to every
 * member page for two counts). The count is decoration: the control it sits on says it in its accessible name.
 */
export function CountBadge({ count, color, showZero = false, max = 99, children }: CountBadgeProps) {
  const hidden = count === 0 && !showZero;
  return (
    <Root>
      {children}
      <Count ownerState={{ color, hidden }} aria-hidden>
        {hidden ? '' : count > max ? `${max}+` : count}
      </Count>
    </Root>
  );
}
