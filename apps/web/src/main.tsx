import './app/styles/base.css';
import './app/styles/shell.css';
import './app/styles/components.css';
import './app/styles/forms.css';
import { staticHeaderPainted } from './app/start-up/static-header-painted.ts';

// The HTML's loading screen (the course's header and name) paints first; the app's scripts are
// fetched after it, so they never compete with the header image on a phone's first second.
await staticHeaderPainted();
await import('./app/start-up/start-app.tsx');
