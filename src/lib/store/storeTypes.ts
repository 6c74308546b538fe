/**
 * The store's types, for code below `app/` (shared layers and features) that must not import the app composing
 * them. `app/store.ts` fills this interface in with `declare module` (the same "register" pattern as TanStack
 * Router's `Register`); the typecheck fails here if it ever stops doing so.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by app/store.ts
export interface StoreTypes {}

export type RootState = StoreTypes['rootState'];
export type AppDispatch = StoreTypes['dispatch'];
export type AppStore = StoreTypes['store'];
