import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { guardPreactEffects } from '@fairway/ui/testing/preact-effects';
import { afterEach } from 'vitest';
import { closeHostChannel } from '../shared/host-bridge/host-channel.ts';

// Lazy screens and on-demand locales arrive a little later on a loaded CI machine than the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration and the skip link call it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

guardPreactEffects();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeHostChannel();
  document.title = '';
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});
