import { styled, type SxProps, type Theme } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { AriaRole, ElementType, ReactNode } from 'react';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

// The paths of MUI's Alert icons.
const ICON_PATHS: Record<NoticeSeverity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

const Root = styled('div')<{ ownerState: { severity: NoticeSeverity } }>(({ theme, ownerState: { severity } }) => {
  const colour = theme.palette[severity];
  const light = theme.palette.mode === 'light';
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    color: light ? theme.darken(colour.light, 0.6) : theme.lighten(colour.light, 0.6),
    backgroundColor: light ? theme.lighten(colour.light, 0.9) : theme.darken(colour.light, 0.9),
    '& > .Notice-icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      color: colour.main,
    },
    '& > .Notice-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    '& > .Notice-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
  };
});

export interface NoticeProps {
  severity: NoticeSeverity;
  children: ReactNode;
  /** Buttons at the end (a retry, a link). */
  action?: ReactNode;
  /** `alert` unless told: a notice is news the member should hear. */
  role?: AriaRole;
  id?: string;
  sx?: SxProps<Theme>;
}

/**
 * A message in the page, with its severity's icon and colours, drawn as MUI's standard Alert (which brings Paper's
 * slots, its close button and its four icons' machinery: about 2 KiB gzip on each page showing one).
 */
export function Notice({ severity, children, action, role = 'alert', id, sx }: NoticeProps) {
  return (
    <Root ownerState={{ severity }} role={role} id={id} sx={sx}>
      <div className="Notice-icon">
        <SvgIcon fontSize="inherit">
          <path d={ICON_PATHS[severity]} />
        </SvgIcon>
      </div>
      <div className="Notice-message">{children}</div>
      {action && <div className="Notice-action">{action}</div>}
    </Root>
  );
}

/** A notice's title, in bold above its text, as MUI's AlertTitle. */
export function NoticeTitle({ component = 'div', sx, children }: NoticeTitleProps) {
  return (
    <Typography
      component={component}
      gutterBottom
      sx={[{ fontWeight: 'fontWeightMedium', mt: '-2px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}

interface NoticeTitleProps {
  children: ReactNode;
  component?: ElementType;
  sx?: SxProps<Theme>;
}
