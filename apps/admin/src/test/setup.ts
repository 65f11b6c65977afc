import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { guardPreactEffects } from '@fairway/ui/testing/preact-effects';

// Lazy screens arrive a little later on a loaded CI machine than the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling.
Element.prototype.scrollIntoView = () => {};
guardPreactEffects();

afterEach(() => {
  sessionStorage.clear();
  document.title = '';
  document.documentElement.lang = '';
});
