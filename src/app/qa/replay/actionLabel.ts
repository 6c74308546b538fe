import type { UnknownAction } from '@reduxjs/toolkit';

/** An action as the list names it: its type, and for RTK Query's actions the endpoint they are about. */
export function actionLabel(action: UnknownAction): string {
  const arg = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg;
  return typeof arg?.endpointName === 'string' ? `${action.type} (${arg.endpointName})` : action.type;
}
