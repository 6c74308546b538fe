import {
  categoryChanged,
  dateChanged,
  eventsFilterSlice,
  filtersCleared,
  initialEventsFilter,
  locationChanged,
  pageChanged,
  specialityChanged,
  type EventsFilterState,
} from './eventsFilterSlice';

const reduce = eventsFilterSlice.reducer;
const milano = { address: 'Milano MI, Italia', lat: 45.4642, lng: 9.19 };

function filtered(): EventsFilterState {
  return {
    specialityId: '5bec1a000000000000000001',
    categoryId: 'ca7e90000000000000000001',
    date: '2026-12-12',
    location: milano,
    page: 3,
  };
}

describe('events filter slice (SPEC section 4)', () => {
  it('a new speciality clears the category and goes back to page 1, keeping the other filters', () => {
    const next = reduce(filtered(), specialityChanged('5bec1a000000000000000002'));
    expect(next).toEqual({ ...filtered(), specialityId: '5bec1a000000000000000002', categoryId: null, page: 1 });
  });

  it('clearing resets every filter, the location and the page', () => {
    expect(reduce(filtered(), filtersCleared())).toEqual(initialEventsFilter);
  });

  it('category, date and location changes go back to page 1; a page change keeps the filters', () => {
    expect(reduce(filtered(), categoryChanged(null))).toMatchObject({ categoryId: null, page: 1 });
    expect(reduce(filtered(), dateChanged('2027-01-01'))).toMatchObject({ date: '2027-01-01', page: 1 });
    expect(reduce(filtered(), locationChanged(null))).toMatchObject({ location: null, page: 1 });
    expect(reduce(filtered(), pageChanged(2))).toEqual({ ...filtered(), page: 2 });
  });
});
