import { createAction } from '@reduxjs/toolkit';

/**
 * The page's address changed (path, query and hash). No reducer reads it: it puts every route change into the
 * recorded log, so a replay shows the route the user saw even where no other action was dispatched.
 */
export const locationChanged = createAction<string>('qa/locationChanged');
