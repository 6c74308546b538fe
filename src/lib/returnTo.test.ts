import { returnPathFrom } from './returnTo';

describe('returnPathFrom', () => {
  it('rebuilds the page the guard sent the user away from', () => {
    const state = { from: { pathname: '/profile', search: '?tab=myOrders', hash: '#top' } };
    expect(returnPathFrom(state, '/events')).toBe('/profile?tab=myOrders#top');
  });

  it('sends back only the member whose session ended on the page', () => {
    const state = { from: { pathname: '/group/detail/g1', search: '', hash: '' }, userId: 'mario' };
    expect(returnPathFrom(state, '/events', 'mario')).toBe('/group/detail/g1');
    expect(returnPathFrom(state, '/events', 'giulia')).toBe('/events');
    expect(returnPathFrom(state, '/events', undefined)).toBe('/events');
  });

  it('falls back when there is no remembered page', () => {
    expect(returnPathFrom(null, '/events')).toBe('/events');
    expect(returnPathFrom({ from: 'nowhere' }, '/events')).toBe('/events');
  });
});
