import { HOSTED_CARD_MESSAGES } from '@fairway/contract/payments.contract';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostedCardFrame } from './hosted-card-frame.tsx';

const CHECKOUT_URL = 'http://gateway.test/sandbox/gateway/card?token=cs_1&lang=en';

function renderFrame() {
  const view = render(
    <HostedCardFrame checkoutUrl={CHECKOUT_URL} token="cs_1" title="Secure card entry" onTokenised={vi.fn()} />,
  );
  const frame = view.getByTitle('Secure card entry') as HTMLIFrameElement;
  const post = (
    data: unknown,
    origin = 'http://gateway.test',
    source: MessageEventSource | null = frame.contentWindow,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { frame, post };
}

describe('HostedCardFrame', () => {
  it('grows and shrinks to the height the gateway page reports, within bounds', () => {
    const { frame, post } = renderFrame();
    expect(frame.getAttribute('height')).toBe('640');
    post({ type: HOSTED_CARD_MESSAGES.height, height: 912.4 });
    expect(frame.getAttribute('height')).toBe('917');
    post({ type: HOSTED_CARD_MESSAGES.height, height: 120 });
    expect(frame.getAttribute('height')).toBe('200');
    post({ type: HOSTED_CARD_MESSAGES.height, height: 1e9 });
    expect(frame.getAttribute('height')).toBe('2000');
  });

  it('ignores heights from another origin, another window or of the wrong type', () => {
    const { frame, post } = renderFrame();
    post({ type: HOSTED_CARD_MESSAGES.height, height: 900 }, 'http://evil.test');
    post({ type: HOSTED_CARD_MESSAGES.height, height: 900 }, 'http://gateway.test', window);
    post({ type: HOSTED_CARD_MESSAGES.height, height: '900' });
    expect(frame.getAttribute('height')).toBe('640');
  });
});
