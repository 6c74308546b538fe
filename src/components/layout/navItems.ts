import type { To } from 'react-router';

export type NavItemId =
  'home' | 'features' | 'contact' | 'signUp' | 'login' | 'loginAssociation' | 'events' | 'products' | 'profile';

export type NavItem =
  { id: NavItemId; kind: 'route'; to: To; exact?: boolean } | { id: NavItemId; kind: 'external'; href: string };

/** Top bar entries of SPEC section 2, in order, for a logged-out or logged-in visitor. */
export function navItemsFor(loggedIn: boolean, adminUrl: string): NavItem[] {
  const home: NavItem = { id: 'home', kind: 'route', to: { pathname: '/', hash: '#home' } };
  const contact: NavItem = { id: 'contact', kind: 'route', to: '/contact/us' };
  if (!loggedIn) {
    return [
      home,
      contact,
      { id: 'signUp', kind: 'route', to: '/usersignup' },
      { id: 'login', kind: 'route', to: '/login' },
      { id: 'loginAssociation', kind: 'external', href: adminUrl },
    ];
  }
  return [
    home,
    { id: 'features', kind: 'route', to: { pathname: '/', hash: '#features' } },
    contact,
    { id: 'events', kind: 'route', to: '/events' },
    { id: 'products', kind: 'route', to: '/products' },
    { id: 'profile', kind: 'route', to: '/profile' },
  ];
}
