import { SettingsView } from '../features/settings/settings-view.tsx';
import { ThemeForm } from '../features/theme/theme-view.tsx';

/** The Settings screen of the console: the theme form (its own feature) above the other settings groups. */
export function SettingsScreen() {
  return <SettingsView ThemeForm={ThemeForm} />;
}
