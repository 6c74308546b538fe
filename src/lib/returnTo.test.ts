import { returnPathFrom } from './returnTo';

describe('returnPathFrom', () => {
  it('rebuilds the page the guard sent the user away from', () => {
    const state = { from: { pathname: '/profile', search: '?tab=myOrders', hash: '#top' } };
    expect(returnPathFrom(state, '/events')).toBe('/profile?tab=myOrders#top');
  });

  it('falls back when there is no remembered page', () => {
    expect(returnPathFrom(null, '/events')).toBe('/events');
    expect(returnPathFrom({ from: 'nowhere' }, '/events')).toBe('/events');
  });
});
