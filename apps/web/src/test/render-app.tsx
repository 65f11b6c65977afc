import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { makeStore } from '../app/store.ts';
import type { AliasResolution } from '../shared/api/alias.ts';
import { createI18n } from '../shared/i18n/i18n.ts';
import de from '../shared/i18n/locales/de.json';
import es from '../shared/i18n/locales/es.json';
import fr from '../shared/i18n/locales/fr.json';
import type { Language } from '../shared/i18n/languages.ts';

/** How to start the app under test. */
export interface RenderAppOptions {
  path?: string;
  alias?: AliasResolution;
  language?: Language;
}

/** Renders the whole app (store, i18n, router with every route) at `path`. Mock the API first. */
export function renderApp({ path = '/', alias = { kind: 'none' }, language = 'en' }: RenderAppOptions = {}) {
  const store = makeStore({ alias });
  const i18n = createI18n(language, { en: undefined, fr, es, de }[language]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(<App store={store} i18n={i18n} router={router} />);
  return { ...result, store, i18n, router, user };
}

/** Waits until start-up finished and the shell shows its header and the page. */
export async function waitForShell() {
  await screen.findByTestId('engine-name');
  await waitFor(() => expect(screen.getByTestId('app-shell')).toHaveAttribute('data-ready', 'true'));
  return screen.getByTestId('app-shell');
}
