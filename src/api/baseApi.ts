import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiLoaded } from './apiRegistry';
import { createBaseQuery } from './baseQuery';
import { TAG_TYPES } from './tagTypes';

export { LOCALISED_TAG, TAG_TYPES } from './tagTypes';

/** The one API slice; sections add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

apiLoaded({ api: baseApi, setupListeners });
