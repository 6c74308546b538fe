import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './storeTypes';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
