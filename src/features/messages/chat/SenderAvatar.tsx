import { AvatarPicture } from '../../../components/AvatarPicture';
import type { Contact } from '../../../api/wire';

export function fullName(contact: Pick<Contact, 'firstName' | 'lastName'>): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}

/** A person's picture, or their initials; decorative (the name is always written next to it). */
export function SenderAvatar({ contact, size = 36 }: { contact: Contact; size?: number }) {
  const initials = `${contact.firstName.charAt(0)}${contact.lastName.charAt(0)}`.toUpperCase();
  return (
    <AvatarPicture
      src={contact.picture ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials}
    </AvatarPicture>
  );
}
