import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { confirmedSetup, fakeStripe, refusedSetup } from '../../test/fake-stripe.ts';
import { createI18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import { HostedCardFrame } from './hosted-card-frame.tsx';

// The card entry on Stripe (PAYMENT_PROVIDER=stripe): HostedCardFrame mounts Stripe's Payment
// Element, here Stripe.js's fake, when the card-token answer carries PaymentElement, and reports
// the confirmed SetupIntent as the token, as the sandbox's page reports its token.

const KEYS = { PublishableKey: 'pk_test_fairway', ClientSecret: 'seti_1_secret_abc' };

function renderEntry(language: Language = 'en') {
  const onTokenised = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n(language, language === 'fr' ? fr : en)}>
      <HostedCardFrame
        checkoutUrl="http://localhost:3000/payment-element?setup_intent=seti_1"
        token="seti_1"
        paymentElement={KEYS}
        title="Secure card entry"
        onTokenised={onTokenised}
      />
    </I18nextProvider>,
  );
  return { onTokenised, user };
}

describe('card entry with Stripe’s Payment Element', () => {
  it('mounts the Payment Element on the SetupIntent and reports the confirmed SetupIntent as the token', async () => {
    const calls = fakeStripe({ confirm: confirmedSetup('seti_1') });
    const { onTokenised, user } = renderEntry();
    const group = await screen.findByRole('group', { name: 'Secure card entry' });
    await waitFor(() => expect(group.querySelector('iframe')).toHaveAttribute('title', 'Secure payment input frame'));
    // No iframe of the sandbox's page: its URL is not a page of the app.
    expect(screen.queryByTitle('Secure card entry')).not.toBeInTheDocument();
    expect(calls.publishableKeys).toEqual(['pk_test_fairway']);
    expect(calls.elements).toEqual([{ clientSecret: 'seti_1_secret_abc', locale: 'en' }]);
    expect(calls.created).toEqual(['payment']);

    const submit = screen.getByRole('button', { name: 'Use this card' });
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onTokenised).toHaveBeenCalledTimes(1));
    expect(onTokenised).toHaveBeenCalledWith({ token: 'seti_1', brand: null, lastFour: null });
    expect(calls.confirmations).toHaveLength(1);
    expect(calls.confirmations[0]).toMatchObject({
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
  });

  it('shows a decline in the spec’s words in the alert region, and lets the golfer try again', async () => {
    const calls = fakeStripe({
      confirm: refusedSetup('card_error', 'card_declined', 'Your card was declined.'),
    });
    const { onTokenised, user } = renderEntry();
    const submit = await screen.findByRole('button', { name: 'Use this card' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please try again. Something went wrong and we were unable to authorize your payment',
      ),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Your card was declined.');
    expect(onTokenised).not.toHaveBeenCalled();
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(calls.confirmations).toHaveLength(2);
  });

  it('names the field Stripe found wrong with the spec’s card form message, in the golfer’s language', async () => {
    fakeStripe({ confirm: refusedSetup('validation_error', 'incomplete_cvc') });
    const { user } = renderEntry('fr');
    const submit = await screen.findByRole('button', { name: 'Utiliser cette carte' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir un code CVV valide'));
  });

  it('says so when Stripe’s card entry cannot load, and offers no button', async () => {
    fakeStripe({ confirm: confirmedSetup('seti_1'), loadError: true });
    renderEntry();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Secure card entry could not be loaded. Please reload the page.',
      ),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
