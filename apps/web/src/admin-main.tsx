import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { required } from '@fairway/domain/shared/required';
import { consoleAlias } from './features/admin/admin-api.ts';
import { AdminApp } from './features/admin/admin-app.tsx';
import { adminLanguage } from './features/admin/admin-i18n.ts';
import './features/admin/admin.css';

// The operator console's own entry (admin.html, served at /admin): golfers' pages never load it,
// and it shares no module with the golfer app but Preact.
createRoot(required(document.getElementById('admin-root'), 'the #admin-root element of admin.html')).render(
  <StrictMode>
    <AdminApp
      alias={consoleAlias(window.location)}
      language={adminLanguage(window.location.search, navigator.languages)}
    />
  </StrictMode>,
);
