import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { cataloguesPending } from './catalogueBackend';

/**
 * React's `lazy` for a screen whose modules register catalogues: the screen renders once its module has loaded
 * and the texts those modules started loading have arrived, so nothing in it suspends for texts after its first
 * render (a suspension there would swap the whole screen for its skeleton).
 */
export function lazyWithCatalogues<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    const module = await load();
    await cataloguesPending.settled();
    return module;
  });
}
