import type { Cart } from '@fairway/contract/cart.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { User } from '@fairway/contract/profile.contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { CheckoutForm, type RelatedTimesSlot } from './checkout-form.tsx';
import type { SavedCards } from './payment-section.tsx';
import './checkout.css';

/** How long "Shopping cart is empty" stays before the golfer is taken to / (ms). */
const EMPTY_CART_REDIRECT_MS = 2500;

/** What /checkout is given by the app. */
export interface CheckoutPageProps {
  cartId: string | null;
  /** The cart, undefined while it loads. */
  cart: Cart | undefined;
  facilities: Facility[];
  settings: FacilitySettings;
  engineName: string;
  customer: User | null;
  savedCards: SavedCards | null;
  /** "Select Another Tee Time" for a tee time taken meanwhile (the app composes it from the cart). */
  relatedTimes?: RelatedTimesSlot;
}

/** SPEC §2: without a session and with guest checkout off, the login prompt (back to /checkout after). */
function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      title={t('checkout.loginPrompt.title')}
      text={t('errors.GUEST_CHECKOUT_DISABLED')}
      testId="checkout-login-prompt"
    >
      <div className="checkout-prompt-actions">
        <Link className="button" to="/login" state={{ from: '/checkout' }}>
          {t('session.signIn')}
        </Link>
        <Link className="button button--secondary" to="/signup" state={{ from: '/checkout' }}>
          {t('checkout.loginPrompt.signUp')}
        </Link>
      </div>
    </StatusPanel>
  );
}

/** SPEC §2: an empty cart says "Shopping cart is empty" and goes to /. */
function EmptyCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusPanel title={t('screens.checkout')} text={t('errors.CART_EMPTY')} testId="checkout-empty" role="alert">
      <Link className="button" to="/">
        {t('checkout.findTeeTime')}
      </Link>
    </StatusPanel>
  );
}

function CheckoutScreen(props: Omit<CheckoutPageProps, 'cart' | 'cartId'> & { cart: Cart; cartId: string }) {
  const { t } = useTranslation();
  return (
    <div className="page checkout-page" data-testid="checkout-page">
      <h1 className="page__title">{t('screens.checkout')}</h1>
      <CheckoutForm {...props} />
    </div>
  );
}

/** /checkout: the guard of SPEC §2, then the checkout screen. */
export function CheckoutPage({ cartId, cart, customer, settings, ...rest }: CheckoutPageProps) {
  const { t } = useTranslation();
  if (!customer && !settings.user.guestCheckout) return <LoginPrompt />;
  if (!cartId || (cart && cart.items.length === 0)) return <EmptyCart />;
  if (!cart) return <p role="status">{t('checkout.loading')}</p>;
  return <CheckoutScreen key={cartId} cartId={cartId} cart={cart} customer={customer} settings={settings} {...rest} />;
}
