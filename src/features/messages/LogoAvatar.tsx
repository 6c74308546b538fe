import { AvatarPicture } from '../../components/AvatarPicture';

/** A team's, group's or person's picture, or the name's first letters; decorative (the name sits next to it). */
export function LogoAvatar({ name, url, size = 48 }: { name: string; url: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <AvatarPicture
      src={url ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.38, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initials}
    </AvatarPicture>
  );
}
