import { matchPath } from 'react-router';
import { appRoutes, type AppRoute } from './routes';

/** The route table entry for a pathname, if any. */
export function findAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
