// The app's start-up, loaded by main.tsx once the loading screen is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { required } from '@fairway/domain/shared/required';
import { App } from '../app.tsx';
import { routes } from '../routes.tsx';
import { makeStore } from '../store.ts';
import { startEarlyCalls } from './start-early.ts';
import { resolveBrowserAlias } from '../../shared/api/alias.ts';
import { nextTask } from '../../shared/browser/next-task.ts';
import { createI18n, loadTranslations } from '../../shared/i18n/i18n.ts';
import { detectBrowserLanguage, persistLanguage } from '../../shared/i18n/languages.ts';

const language = detectBrowserLanguage();
if (new URLSearchParams(window.location.search).has('lang')) persistLanguage(language);

const store = makeStore({ alias: resolveBrowserAlias() });
// A golfer reading another language than English waits for its chunk rather than seeing English first.
const translations = language === 'en' ? undefined : loadTranslations(language);
// Start-up runs as a few tasks rather than one, so that none blocks a phone for long: the early
// calls in three (start-early.ts), i18next and the router each in a task of its own, and the first
// render in its own task after them.
await nextTask();
await startEarlyCalls(store, window.location);
await nextTask();
const i18n = createI18n(language, await translations);
await nextTask();
const router = createBrowserRouter(routes);
await nextTask();

// The app ships on Preact (preact/compat, aliased for react in vite.config.ts), where a transition
// renders at once; under React it would render in slices that yield to the browser.
const root = createRoot(required(document.getElementById('root'), 'the #root element of index.html'));
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} i18n={i18n} router={router} />
    </StrictMode>,
  ),
);
