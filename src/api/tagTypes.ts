/**
 * Every tag type of the app. `Localised` marks server-localised data: each query whose response text depends on
 * Accept-Language provides LOCALISED_TAG, and a language switch invalidates it so what is on screen refetches.
 */
export const TAG_TYPES = [
  'Localised',
  'Profile',
  'Gallery',
  'AccountSession',
  'Event',
  'MyEvent',
  'WaitlistPlace',
  'Notification',
  'FavouriteEvent',
  'Speciality',
  'Category',
  'Venue',
  'Product',
  'ProductCategory',
  'Cart',
  'Address',
  'Order',
  'Association',
  'Group',
  'GroupMember',
  'Team',
  'TeamMessage',
  'Inbox',
  'Thread',
  'Message',
  'Contact',
] as const;

export const LOCALISED_TAG = { type: 'Localised', id: 'LANGUAGE' } as const;
