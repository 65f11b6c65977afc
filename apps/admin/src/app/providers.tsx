import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ConsoleStore } from './store.ts';

/** What every console screen reads from: the store (session, API cache) and the console's i18next. */
export function ConsoleProviders({ store, i18n, children }: { store: ConsoleStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
