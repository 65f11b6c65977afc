import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { required } from '@fairway/domain/shared/required';
import { consoleAlias } from './app/console-alias.ts';
import { ConsoleApp } from './app/console-app.tsx';
import { consoleLanguage } from './app/i18n.ts';
import './app/console.css';

// The operator console's entry (apps/admin/index.html, served at /admin): a build of its own, so
// golfers' pages never load it, and it shares no chunk with the golfer app.
createRoot(required(document.getElementById('admin-root'), 'the #admin-root element of index.html')).render(
  <StrictMode>
    <ConsoleApp
      alias={consoleAlias(window.location)}
      language={consoleLanguage(window.location.search, navigator.languages)}
    />
  </StrictMode>,
);
