import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settings } from '../lib/settings';
import { findAppRoute } from './routeMatch';

/**
 * The browser tab's title for the route on screen ("Eventi - Campo", WCAG 2.4.2) and the page's meta description,
 * in the language on screen: set on every navigation and every language switch. The server writes the same texts
 * into index.html (server/src/http/pageHead.ts, from the build's route manifest), so nothing changes at start.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = t(`app.pageTitle.${findAppRoute(pathname)?.title ?? 'notFound'}`);
  const title = t('app.pageTitle.format', { page, product: settings.productName });
  const description = t('app.meta.description', { product: settings.productName });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
