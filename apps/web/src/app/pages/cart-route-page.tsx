import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';

/** /cart: the cart page with the engine's facilities and whether product lineups (add-ons) are on. */
export function CartRoutePage() {
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  return <CartPage facilities={facilities ?? []} productLineups={engine?.settings.smartPlay.productLineups ?? false} />;
}
