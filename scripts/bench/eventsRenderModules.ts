// What the events render bench renders, imported together once the bench has a DOM. Static imports keep one copy
// of react-router (and every other package) for the app's modules and the bench alike.
export { MemoryRouter } from 'react-router';
export { useAppSelector } from '../../src/lib/store/hooks';
export { AppProviders } from '../../src/app/providers';
export { makeStore } from '../../src/app/store';
export { EventCard } from '../../src/features/events/list/EventCard';
export * as events from '../../src/features/events/eventsApi';
// The screens render without their lazy route, which would wait for their texts: every catalogue is loaded first,
// and i18next's start awaited.
export { loadAllCatalogues } from '../../src/testing/loadAllCatalogues';
export { i18nReady } from '../../src/i18n';
