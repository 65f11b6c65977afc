import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createConsoleI18n, type ConsoleLanguage } from '../app/i18n.ts';
import { ConsoleProviders } from '../app/providers.tsx';
import { createConsoleStore } from '../app/store.ts';

/**
 * Renders a console screen as the signed-in console shows it: in the store (alias `demo`, a staff
 * token) and the console's i18next in `language`. Returns the store too, to read the session.
 */
export function renderConsole(
  screen: ReactNode,
  { language = 'en', token = 'fws_x' }: { language?: ConsoleLanguage; token?: string | null } = {},
) {
  const store = createConsoleStore({ alias: 'demo', token });
  return {
    store,
    ...render(
      <ConsoleProviders store={store} i18n={createConsoleI18n(language)}>
        {screen}
      </ConsoleProviders>,
    ),
  };
}

/** A JSON answer of the fake API. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
