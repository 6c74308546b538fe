import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { settings } from '../settings';
import { sanitiseForDevTools } from './sanitise';

/**
 * configureStore's `devTools` when QA tools are on (or in a development build): the extension's connection with
 * everything sanitised before it leaves the page. A module of its own, loaded only then: the sanitisers stay out of
 * every other visitor's first load.
 */
export function devToolsOptions(): DevToolsEnhancerOptions {
  return {
    name: settings.productName,
    trace: true,
    traceLimit: 25,
    actionSanitizer: sanitiseForDevTools,
    stateSanitizer: sanitiseForDevTools,
  };
}
