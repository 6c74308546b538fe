import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type HTMLAttributes, type ReactNode } from 'react';

interface RootStyle {
  rounded: boolean;
  /** No picture on show: the fallback on a grey. */
  empty: boolean;
}

const Root = styled('div')<{ ownerState: RootStyle }>(({ theme, ownerState: { rounded, empty } }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(20),
  lineHeight: 1,
  borderRadius: rounded ? (theme.vars ?? theme).shape.borderRadius : '50%',
  overflow: 'hidden',
  userSelect: 'none',
  // Initials on MUI's default grey (#bdbdbd) are unreadable (1.75:1): a darker grey keeps them at 4.6:1.
  ...(empty && { color: theme.palette.common.white, backgroundColor: theme.palette.grey[600] }),
}));

const Img = styled('img')({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The alt text of a picture that cannot load stays out of sight until the fallback replaces it.
  color: 'transparent',
  textIndent: 10000,
});

export interface AvatarPictureProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  src?: string | null;
  alt?: string;
  variant?: 'circular' | 'rounded';
  /** Shown without a picture, or when it fails to load; else the alt text's first letter. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A person's, club's or brand's picture in a circle (or a rounded square), with initials or an icon when there is
 * none or it cannot load. Drawn as MUI's Avatar draws it, without its slots and image probe: MUI's Avatar brought
 * about 1 KiB to every page showing one (the event, the products, the profile).
 */
export function AvatarPicture({ src, alt, variant = 'circular', children, ...rest }: AvatarPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = Boolean(src) && failed !== src;
  return (
    <Root ownerState={{ rounded: variant === 'rounded', empty: !showPicture }} {...rest}>
      {showPicture ? <Img src={src!} alt={alt} onError={() => setFailed(src!)} /> : (children ?? alt?.charAt(0))}
    </Root>
  );
}
