import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarDate, ObjectId } from '../../../api/wire';
import type { EventsQuery, LocationOption } from '../eventsApi';

/** What the events list is filtered by: state, so QA can replay it. The panel's open state and width are device
 * preferences (`sidebar`, `sidebarSize`). */
export type EventsFilterState = EventsQuery;

export const initialEventsFilter: EventsFilterState = {
  specialityId: null,
  categoryId: null,
  date: null,
  location: null,
  page: 1,
};

export const eventsFilterSlice = createSlice({
  name: 'eventsFilter',
  initialState: initialEventsFilter,
  reducers: {
    // SPEC section 4: a new speciality clears the category and goes back to the first page.
    specialityChanged(state, action: PayloadAction<ObjectId | null>) {
      state.specialityId = action.payload;
      state.categoryId = null;
      state.page = 1;
    },
    categoryChanged(state, action: PayloadAction<ObjectId | null>) {
      state.categoryId = action.payload;
      state.page = 1;
    },
    dateChanged(state, action: PayloadAction<CalendarDate | null>) {
      state.date = action.payload;
      state.page = 1;
    },
    locationChanged(state, action: PayloadAction<LocationOption | null>) {
      state.location = action.payload;
      state.page = 1;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    // SPEC section 4: clearing resets every filter, the location and the page.
    filtersCleared() {
      return initialEventsFilter;
    },
  },
  selectors: {
    selectEventsFilter: (state) => state,
  },
});

export const { specialityChanged, categoryChanged, dateChanged, locationChanged, pageChanged, filtersCleared } =
  eventsFilterSlice.actions;
export const { selectEventsFilter } = eventsFilterSlice.selectors;

/** The list query the filters describe; the panel state is left out. */
export const selectEventsQuery = createSelector(
  [selectEventsFilter],
  ({ specialityId, categoryId, date, location, page }): EventsQuery => ({
    specialityId,
    categoryId,
    date,
    location,
    page,
  }),
);
