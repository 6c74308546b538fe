import { AvatarPicture } from '../../../components/AvatarPicture';
import type { Contact } from '../groupsApi';

export function contactName(contact: Pick<Contact, 'firstName' | 'lastName'>): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

/** A person's picture, or their initials; decorative (the name always sits next to it). */
export function ContactAvatar({ contact, size = 40 }: { contact: Contact; size?: number }) {
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
