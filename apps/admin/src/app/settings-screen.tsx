import type { AdminTarget } from './admin-api.ts';
import type { Translate } from './admin-i18n.ts';
import { SettingsView } from '../features/settings/settings-view.tsx';
import { ThemeForm } from '../features/theme/theme-view.tsx';

/** The Settings screen of the console: the theme form (its own feature) above the other settings groups. */
export function SettingsScreen(props: { t: Translate; target: AdminTarget; onExpired: () => void }) {
  return <SettingsView {...props} ThemeForm={ThemeForm} />;
}
