import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store.ts';

/** Props of the app root: everything is created outside so tests can pass their own. */
export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The providers: Redux store, translations, router (which renders the shell and pages). */
export function App({ store, i18n, router }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
