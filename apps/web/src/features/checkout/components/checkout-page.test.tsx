import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSession, userFixture } from '../../../test/account-fixtures.ts';
import { requestsTo } from '../../../test/mock-api.ts';
import { CART_ID, walletCardFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

describe('/checkout guard (SPEC §2)', { timeout: 20_000 }, () => {
  it('shows the login prompt, back to /checkout after signing in, when guest checkout is off and nobody is signed in', async () => {
    const { user, router } = await renderCheckout({ settings: { user: { guestCheckout: false } } });
    const prompt = await screen.findByTestId('checkout-login-prompt');
    expect(prompt).toHaveTextContent('Please sign in to complete your booking.');
    expect(screen.queryByTestId('checkout-form')).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('link', { name: 'Sign in' }));
    // The login screen is a lazy route: the navigation completes once its chunk is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('lets a signed-in golfer check out when guest checkout is off', async () => {
    await renderCheckout({ settings: { user: { guestCheckout: false } }, signedIn: true });
    expect(await screen.findByTestId('checkout-form')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-login-prompt')).not.toBeInTheDocument();
  });

  it('says "Shopping cart is empty" and goes to / when there is no cart', async () => {
    const { router } = await renderCheckout({ cartId: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Shopping cart is empty');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });

  it('says "Shopping cart is empty" for a cart without items', async () => {
    await renderCheckout({
      routes: { [`shopping-cart/${CART_ID}`]: { body: { cartId: CART_ID, items: [], expiresAt: null } } },
    });
    expect(await screen.findByTestId('checkout-empty')).toHaveTextContent('Shopping cart is empty');
  });
});

describe('/checkout summary and invoice', { timeout: 20_000 }, () => {
  it('shows the tee time in the facility’s time zone, the course, players, rate, add-ons and the invoice in USD', async () => {
    await renderCheckout();
    const summary = await screen.findByTestId('checkout-summary');
    expect(summary).toHaveTextContent('Sat, Jul 11, 2026, 8:00 AM EDT');
    expect(summary).toHaveTextContent('Championship Course · Prime Time · 2 players');
    expect(summary).toHaveTextContent('Add-ons: Range balls × 1');
    await within(summary).findByTestId('checkout-totals');
    expect(summary).toHaveTextContent('Green Fees');
    expect(summary).toHaveTextContent('Player Two to Four (due at the course)');
    expect(summary).toHaveTextContent('Convenience Fee');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$107.86');
    expect(screen.getByTestId('checkout-due-now')).toHaveTextContent('$59.92');
    expect(screen.getByTestId('checkout-due-at-course')).toHaveTextContent('$47.94');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Pay $59.92 and book');
  });

  it('translates the line labels and formats money and time for the language', async () => {
    localStorage.setItem('fairway.language', 'fr');
    const { i18n } = await renderCheckout();
    await i18n.changeLanguage('fr');
    const summary = await screen.findByTestId('checkout-summary');
    await within(summary).findByTestId('checkout-totals');
    expect(summary).toHaveTextContent('Droits de jeu');
    expect(summary).toHaveTextContent('Frais de service');
    expect(screen.getByTestId('checkout-total').textContent?.replace(/\s/g, ' ')).toBe('107,86 $US');
    expect(summary).toHaveTextContent('11 juil. 2026');
  });
});

// Typing-heavy journeys: generous under a full parallel run.
describe('/checkout form (SPEC §5 validation order, first failure wins)', { timeout: 20_000 }, () => {
  it('shows each check’s message in order, focuses the field, and only then pays', async () => {
    const settings = {
      checkout: { rewardsProgramMembers: { enabled: true, homeClubs: ['Harbor Pines', 'Pinehurst'] } },
    };
    const { user, fetchMock } = await renderCheckout({ settings });
    const pay = await screen.findByTestId('checkout-pay');
    const expectMessage = async (text: string, focused: HTMLElement) => {
      await user.click(pay);
      expect(await screen.findByTestId('checkout-error')).toHaveTextContent(text);
      await waitFor(() => expect(focused).toHaveFocus());
    };
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('$59.92'));
    await expectMessage('Please enter your e-mail address.', screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ann');
    await expectMessage(
      'Please accept the tee time policy to continue.',
      screen.getByLabelText('I have read and accept the tee time policy'),
    );
    await user.click(screen.getByLabelText('I have read and accept the tee time policy'));
    await expectMessage(
      'Per course guidelines, you must enter a booking note to complete the booking process',
      screen.getByLabelText('Booking note'),
    );
    await user.type(screen.getByLabelText('Booking note'), 'Two push carts');
    await expectMessage(
      'Please enter your first name (at least 2 characters) and a phone number.',
      screen.getByLabelText('First name'),
    );
    await user.type(screen.getByLabelText('First name'), '  Ann ');
    await user.type(screen.getByLabelText('Phone'), '91');
    await expectMessage(
      'Please enter your first name (at least 2 characters) and a phone number.',
      screen.getByLabelText('Phone'),
    );
    await user.type(screen.getByLabelText('Phone'), '9-555-0100');
    await expectMessage('Please enter a valid last name', screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Golfer');
    await expectMessage('Email is invalid', screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    await expectMessage('Please enter a valid credit card number', screen.getByRole('heading', { name: 'Payment' }));
    await tokeniseCard();
    await user.click(screen.getByLabelText('I am a member of a club in the rewards program'));
    await expectMessage('Please select a home club', screen.getByLabelText('Home club'));
    await user.selectOptions(screen.getByLabelText('Home club'), 'Pinehurst');
    await expectMessage('Please enter a member number', screen.getByLabelText('Member number'));
    expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Member number'), 'M-778');
    await user.click(pay);
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)).toHaveLength(1));
    const body = await requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)[0]!.json();
    expect(body).toMatchObject({
      paymentToken: 'cs_9',
      invoiceTotalAmount: 5992,
      formData: {
        firstName: 'Ann',
        lastName: 'Golfer',
        email: 'ann@example.com',
        phone: '9195550100',
        notes: 'Two push carts',
        memberFlow: true,
        homeClub: 'Pinehurst',
        memberNumber: 'M-778',
        walletOptionId: null,
      },
    });
    expect(body.returnUrl).toBe(`${window.location.origin}/payment-authorization`);
  });

  it('asks for the note only when settings require it, and shows the facility’s opt-in messages', async () => {
    const settings = {
      checkout: {
        requiredFields: { note: false, teeTimePolicy: false },
        optIn: {
          email: { enabled: true, message: null },
          mobile: { enabled: true, message: 'Text me tee-time deals' },
          caddieRequest: { enabled: true, message: null },
        },
      },
    };
    const { user } = await renderCheckout({ settings });
    expect(await screen.findByLabelText('Booking note (optional)')).not.toBeRequired();
    expect(screen.queryByLabelText('I have read and accept the tee time policy')).not.toBeInTheDocument();
    expect(
      screen.getByLabelText('I would like to receive e-mail news and offers from Championship Course.'),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Text me tee-time deals')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact Championship Course for a copy of their privacy policy'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('I would like to request a caddie.'));
    expect(screen.getByLabelText('I would like to request a caddie.')).toBeChecked();
  });

  it('reads the product’s opt-in sentences in the golfer’s language (also when settings stored the English default) and the facility’s own words as written', async () => {
    localStorage.setItem('fairway.language', 'fr');
    const settings = {
      checkout: {
        optIn: {
          email: {
            enabled: true,
            message: 'I would like to receive e-mail news and offers from Pine Valley Golf Club.',
          },
          mobile: { enabled: true, message: null },
          caddieRequest: { enabled: true, message: 'Caddies on weekends only — ask at the desk' },
        },
      },
    };
    const { i18n } = await renderCheckout({ settings });
    await i18n.changeLanguage('fr');
    expect(
      await screen.findByLabelText('Je souhaite recevoir les nouvelles et offres de Championship Course par courriel.'),
    ).not.toBeChecked();
    expect(
      screen.getByLabelText('Je souhaite recevoir les nouvelles et offres de Championship Course par SMS.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Caddies on weekends only — ask at the desk')).toBeInTheDocument();
    expect(screen.queryByText(/would like to receive/)).not.toBeInTheDocument();
  });

  it('shows an opt-in message the facility wrote as written, in every language', async () => {
    localStorage.setItem('fairway.language', 'fr');
    const settings = {
      checkout: { optIn: { email: { enabled: true, message: 'Send me the Pine Valley newsletter' } } },
    };
    const { i18n } = await renderCheckout({ settings });
    await i18n.changeLanguage('fr');
    expect(await screen.findByLabelText('Send me the Pine Valley newsletter')).toBeInTheDocument();
  });

  it('prefills a signed-in golfer’s details and preselects the default saved card', async () => {
    const user = userFixture({
      phoneNumbers: [
        { value: '555-0100', primary: false },
        { value: '(919) 555-0142', primary: true },
      ],
    });
    await renderCheckout({
      signedIn: true,
      routes: {
        session: { body: { ...customerSession(user), sessionToken: undefined } },
        wallet: {
          body: [
            walletCardFixture({
              walletOptionId: 'w-2',
              id: 'w-2',
              type: 'mastercard',
              lastFour: '4444',
              isDefault: false,
            }),
            walletCardFixture(),
          ],
        },
      },
    });
    expect(await screen.findByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Last name')).toHaveValue('Golfer');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('(919) 555-0142');
    const cards = await screen.findAllByTestId('checkout-saved-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Mastercard Ending in 4444 12/30',
      'Visa Ending in 4242 12/30 (Default)',
    ]);
    // Preselected by an effect once the wallet has loaded: a commit after the cards first show.
    await waitFor(() => expect(within(cards[1]!).getByRole('radio')).toBeChecked());
    expect(screen.getByLabelText('CVV of the card ending in 4242')).toBeInTheDocument();
  });

  it('refuses a saved card without its CVV, then pays with the card and its CVV', async () => {
    const { user, fetchMock } = await renderCheckout({
      signedIn: true,
      routes: { wallet: { body: [walletCardFixture()] } },
    });
    await user.type(await screen.findByLabelText('Phone'), '919 555 0100');
    await user.type(screen.getByLabelText('Booking note'), 'Early please');
    await user.click(screen.getByLabelText('I have read and accept the tee time policy'));
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('$59.92'));
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Please enter the CVV code of your saved card.',
    );
    await waitFor(() => expect(screen.getByLabelText('CVV of the card ending in 4242')).toHaveFocus());
    expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)).toHaveLength(0);
    await user.type(screen.getByLabelText('CVV of the card ending in 4242'), '123');
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)).toHaveLength(1));
    const body = await requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)[0]!.json();
    expect(body).toMatchObject({
      paymentToken: null,
      formData: { walletOptionId: 'w-1', securityCode: '123', saveCard: false },
    });
  });

  it('offers to save a new card to a signed-in golfer', async () => {
    const { user, fetchMock } = await renderCheckout({ signedIn: true });
    await fillGuestDetailsForCustomer(user);
    await tokeniseCard();
    expect(screen.getByText('Visa ending in 4242 is ready to pay.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Save this card to my wallet'));
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)).toHaveLength(1));
    expect(await requestsTo(fetchMock, `shopping-cart/${CART_ID}/process-payment`)[0]!.json()).toMatchObject({
      paymentToken: 'cs_9',
      formData: { saveCard: true },
    });
  });

  it('accepts the card only from the gateway’s own frame and origin, for this token', async () => {
    await renderCheckout();
    const frame = (await screen.findByTitle('Secure card entry')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/sandbox/gateway/card?token=cs_9&lang=en`);
    const post = (data: unknown, origin: string, source: Window | null) =>
      fireEvent(window, new MessageEvent('message', { data, origin, source }));
    post({ type: 'fairway:card-tokenised', token: 'cs_9' }, 'https://evil.example', frame.contentWindow);
    post({ type: 'fairway:card-tokenised', token: 'cs_9' }, window.location.origin, window);
    post({ type: 'fairway:card-tokenised', token: 'cs_other' }, window.location.origin, frame.contentWindow);
    expect(screen.queryByTestId('checkout-card-ready')).not.toBeInTheDocument();
    // Under a loaded CI runner the frame's listener can attach a moment after the frame shows: resend until it is heard.
    await waitFor(
      () => {
        if (!screen.queryByTestId('checkout-card-ready'))
          post({ type: 'fairway:card-tokenised', token: 'cs_9' }, window.location.origin, frame.contentWindow);
        expect(screen.getByTestId('checkout-card-ready')).toHaveTextContent('Your card is ready to pay.');
      },
      { timeout: 5000 },
    );
  });

  it('never offers "save this card" to a guest', async () => {
    const { user } = await renderCheckout();
    await fillGuestDetails(user);
    await tokeniseCard();
    expect(screen.queryByLabelText('Save this card to my wallet')).not.toBeInTheDocument();
  });
});

async function fillGuestDetailsForCustomer(user: {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
}) {
  await user.type(await screen.findByLabelText('Phone'), '919 555 0100');
  await user.type(screen.getByLabelText('Booking note'), 'Early please');
  await user.click(screen.getByLabelText('I have read and accept the tee time policy'));
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('$59.92'));
}
