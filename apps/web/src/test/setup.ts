import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { closeHostChannel } from '../shared/host-bridge/host-channel.ts';

// Lazy screens and on-demand locales arrive a little later on a loaded CI machine than the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration and the skip link call it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Preact runs effects after the next frame: requestAnimationFrame raced by a 100 ms timeout, whose
// cancelAnimationFrame call throws once jsdom is torn down (a file that ends with an effect still
// pending, which a loaded CI machine makes likely). The same race, with that call guarded.
options.requestAnimationFrame = (callback) => {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 100);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeHostChannel();
  document.title = '';
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});
