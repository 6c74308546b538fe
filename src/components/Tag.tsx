import { styled } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';

export type TagColour = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

interface TagStyle {
  colour: TagColour;
  outlined: boolean;
}

const Root = styled('span')<{ ownerState: TagStyle }>(({ theme, ownerState: { colour, outlined } }) => {
  const palette = (theme.vars ?? theme).palette;
  const defaultBorder = theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    padding: outlined ? '0 7px' : '0 8px',
    borderRadius: 12,
    border: outlined ? `1px solid ${colour === 'default' ? defaultBorder : theme.alpha(palette[colour].main, 0.7)}` : 0,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    gap: 4,
    '& > svg': { fontSize: 16, flexShrink: 0, marginLeft: -2 },
    color: colour === 'default' ? palette.text.primary : outlined ? palette[colour].main : palette[colour].contrastText,
    backgroundColor: outlined ? 'transparent' : colour === 'default' ? palette.action.selected : palette[colour].main,
  };
});

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: string;
  color?: TagColour;
  variant?: 'filled' | 'outlined';
  /** An icon before the label. */
  icon?: ReactNode;
}

/**
 * A short label drawn as MUI's small Chip (stock, order status, default address). Nothing to click or delete, so it
 * is a span: MUI's Chip brings its button, ripple and delete machinery (about 2.4 KiB) to every page showing one.
 */
export function Tag({ label, color = 'default', variant = 'filled', icon, ...rest }: TagProps) {
  return (
    <Root ownerState={{ colour: color, outlined: variant === 'outlined' }} {...rest}>
      {icon}
      {label}
    </Root>
  );
}
