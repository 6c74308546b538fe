// What the events render bench renders, imported together once the bench has a DOM. Static imports keep one copy
// of react-router (and every other package) for the app's modules and the bench alike.
export { MemoryRouter } from 'react-router';
export { useAppSelector } from '../../src/app/hooks';
export { AppProviders } from '../../src/app/providers';
export { makeStore } from '../../src/app/store';
export { EventCard } from '../../src/features/events/list/EventCard';
export * as events from '../../src/features/events/eventsApi';
