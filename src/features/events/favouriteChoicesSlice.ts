import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ObjectId } from '../../api/wire';

/** The latest favourite choice per event while its call is pending: an older call that fails must not undo it. */
export interface FavouriteChoice {
  isFavourite: boolean;
  /** The setFavourite mutation's request id. */
  requestId: string;
}

export type FavouriteChoicesState = Record<ObjectId, FavouriteChoice>;

export const favouriteChoicesSlice = createSlice({
  name: 'favouriteChoices',
  initialState: {} as FavouriteChoicesState,
  reducers: {
    favouriteChosen(state, action: PayloadAction<FavouriteChoice & { eventId: ObjectId }>) {
      const { eventId, isFavourite, requestId } = action.payload;
      state[eventId] = { isFavourite, requestId };
    },
    /** A call settled; the entry goes only when it was the latest choice (a newer one is still pending). */
    favouriteSettled(state, action: PayloadAction<{ eventId: ObjectId; requestId: string }>) {
      const { eventId, requestId } = action.payload;
      if (state[eventId]?.requestId === requestId) delete state[eventId];
    },
  },
});

export const { favouriteChosen, favouriteSettled } = favouriteChoicesSlice.actions;

/** Reads the store's whole state; RTK Query lifecycles see it untyped. */
export function selectFavouriteChoice(state: unknown, eventId: ObjectId): FavouriteChoice | undefined {
  return (state as { favouriteChoices?: FavouriteChoicesState }).favouriteChoices?.[eventId];
}
