import { render, screen, waitFor } from '@testing-library/react';
import { RouteErrorBoundary } from '../app/errors/RouteErrorBoundary';
import { deferred } from '../testing/deferred';
import { allowConsoleMessages, CAUGHT_RENDER_ERROR } from '../testing/consoleProblems';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';
import type { CatalogueLoaders } from './catalogueBackend';
import { lazyWithCatalogues } from './lazyWithCatalogues';
import { registerCatalogue } from './registerCatalogue';
import itTickets from './locales/it/tickets.json';
import enTickets from './locales/en/tickets.json';

// Real catalogues under namespaces of their own: the test setup has put every real namespace in i18next already
// (src/testing/loadAllCatalogues.ts), and a namespace is loaded once.
let namespaceCount = 0;
function freshNamespace(): string {
  namespaceCount += 1;
  return `catalogueTest${namespaceCount}`;
}

function countingLoaders(): CatalogueLoaders & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    it: () => {
      calls.push('it');
      return Promise.resolve({ default: itTickets });
    },
    en: () => {
      calls.push('en');
      return Promise.resolve({ default: enTickets });
    },
  };
}

const text = (namespace: string, key: string) => i18n.t(`${namespace}:${key}` as never);

describe('catalogues load per language (one chunk per language and namespace)', () => {
  it('downloads only the language on screen when a feature registers its namespace', async () => {
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    const loaders = countingLoaders();

    registerCatalogue(namespace, loaders);
    await i18n.loadNamespaces(namespace);

    expect(loaders.calls).toEqual(['it']);
    expect(text(namespace, 'preview.title')).toBe('Acquista biglietti');
  });

  it('loads every namespace used so far in the new language before the texts switch', async () => {
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    const loaders = countingLoaders();
    registerCatalogue(namespace, loaders);
    await i18n.loadNamespaces(namespace);

    await i18n.changeLanguage('en');

    expect(loaders.calls).toEqual(['it', 'en']);
    expect(i18n.language).toBe('en');
    expect(text(namespace, 'preview.title')).toBe(enTickets.preview.title);
    expect(text(namespace, 'preview.title')).not.toBe(itTickets.preview.title);
  });

  it('registers a namespace once: a second module registering it loads nothing more', async () => {
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    const loaders = countingLoaders();
    registerCatalogue(namespace, loaders);
    await i18n.loadNamespaces(namespace);

    registerCatalogue(namespace, loaders);
    await i18n.loadNamespaces(namespace);

    expect(loaders.calls).toEqual(['it']);
  });

  it('tries a chunk that failed to download again before giving up', async () => {
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    let attempts = 0;
    registerCatalogue(namespace, {
      it: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Loading chunk i18n-it failed'))
          : Promise.resolve({ default: itTickets });
      },
      en: () => Promise.resolve({ default: enTickets }),
    });

    await i18n.loadNamespaces(namespace);

    expect(attempts).toBe(2);
    expect(text(namespace, 'preview.title')).toBe('Acquista biglietti');
  });
});

describe('lazyWithCatalogues', () => {
  it('shows a screen only once the texts its module registered have arrived, never its keys', async () => {
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    const italian = deferred<{ default: object }>();
    let italianRequested = false;
    const Screen = lazyWithCatalogues(async () => {
      // What a screen module does when it loads: register its catalogue, which starts downloading it.
      registerCatalogue(namespace, {
        it: () => {
          italianRequested = true;
          return italian.promise;
        },
        en: () => Promise.resolve({ default: enTickets }),
      });
      function TicketsTitle() {
        const { t } = useTranslation(namespace as never);
        return <h1>{t('preview.title' as never)}</h1>;
      }
      return { default: TicketsTitle };
    });

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    // The module has loaded and asked for its texts, which have not arrived: the fallback stays.
    await waitFor(() => expect(italianRequested).toBe(true));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    italian.release({ default: itTickets });

    expect(await screen.findByRole('heading', { name: 'Acquista biglietti' })).toBeInTheDocument();
  });

  it('fails like a missing chunk when the texts cannot be downloaded, so the route offers a reload', async () => {
    allowConsoleMessages(...CAUGHT_RENDER_ERROR);
    await i18n.changeLanguage('it');
    const namespace = freshNamespace();
    let attempts = 0;
    const Screen = lazyWithCatalogues(async () => {
      registerCatalogue(namespace, {
        it: () => {
          attempts += 1;
          return Promise.reject(new Error('Loading chunk i18n-it failed'));
        },
        en: () => Promise.resolve({ default: enTickets }),
      });
      return { default: () => <h1>never shown</h1> };
    });

    renderWithProviders(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>,
    );

    // i18next's two retries (350 and 700 ms) come first.
    expect(
      await screen.findByText('È disponibile una nuova versione', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'never shown' })).not.toBeInTheDocument();
    expect(attempts).toBe(3);
  });
});
