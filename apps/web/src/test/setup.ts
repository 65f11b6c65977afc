import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { closeHostChannel } from '../shared/host-bridge/host-channel.ts';

// jsdom does not implement scrolling; the router's scroll restoration and the skip link call it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeHostChannel();
  document.title = '';
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});
