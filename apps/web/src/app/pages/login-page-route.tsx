import { useBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { LoginPage } from '../../features/session/components/login-page.tsx';

/** /login with the golf-ID button when the engine's settings offer golf-ID login (SPEC §6). */
export function LoginPageRoute() {
  const golfIdEnabled = useBookingEngine().data?.settings.user.golfIdLogin ?? false;
  return <LoginPage golfIdEnabled={golfIdEnabled} />;
}
