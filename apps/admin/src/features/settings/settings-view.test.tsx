import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsScreen } from '../../app/settings-screen.tsx';
import { renderConsole } from '../../test/render-console.tsx';
import { embedSnippet } from './embed-snippet.tsx';
import { SETTINGS, serve } from './settings-fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the Settings screen', () => {
  it('previews the draft colours live with the contrast verdict of each pair', async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(primary).toHaveValue('#4fb488');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByTestId('theme-preview-header')).toHaveStyle({
      backgroundColor: 'rgb(79, 180, 136)',
      color: 'rgb(0, 0, 0)',
    });
    expect(within(preview).getByText('Twilight from $39')).toBeInTheDocument();
    expect(within(preview).getByText(/Text on the primary colour: .*readable/)).toBeInTheDocument();

    const replace = async (value: string) => {
      await user.clear(primary);
      await user.paste(value);
    };
    await replace('#1d4e89');
    expect(within(preview).getByTestId('theme-preview-header')).toHaveStyle({
      backgroundColor: 'rgb(29, 78, 137)',
      color: 'rgb(255, 255, 255)',
    });
    await replace('#ffff66');
    expect(within(preview).getByText(/Primary colour on white .*faint/)).toBeInTheDocument();
    await replace('oops');
    expect(within(preview).getByText(/Enter hex colours/)).toBeInTheDocument();
  });

  it('edits the theme by keyboard and saves the appearance group', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.click(primary);
    await user.keyboard('{Control>}a{/Control}#1d4e89');
    const welcome = screen.getByRole('textbox', { name: 'Welcome message' });
    // Stored entity-encoded (SPEC §4), edited as the message itself, encoded again when saved.
    expect(welcome).toHaveValue('<p>Welcome</p>');
    await user.clear(welcome);
    await user.paste('<strong>Spring</strong> greens & tees');
    await user.click(screen.getByRole('textbox', { name: 'Temporary message' }));
    await user.paste('Members week');
    screen.getByRole('button', { name: 'Save Theme and messages' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Theme and messages saved \(1 change\)\. Golfers see it/)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.headers['x-fairway-csrf']).toBe('1');
    expect(put.body).toEqual({
      settings: {
        appearance: {
          ...SETTINGS.appearance,
          primaryColor: '#1d4e89',
          welcomeMessage: '&lt;strong&gt;Spring&lt;/strong&gt; greens &amp; tees',
          tempWelcomeMessage: { message: 'Members week', from: null, to: null },
        },
      },
    });
  });

  it('shows the server’s problems beside their fields', async () => {
    serve({
      issues: [
        {
          location: 'body',
          path: ['settings', 'appearance', 'tempWelcomeMessage', 'to'],
          code: 'incomplete',
          message: 'A temporary welcome message needs its text, a first day and a last day',
        },
      ],
    });
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Save Theme and messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved');
    const lastDay = screen.getByLabelText('Last day');
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    expect(lastDay).toHaveAccessibleDescription(
      'A temporary welcome message needs its text, a first day and a last day',
    );
  });

  it('saves another group in its own types, without the identity fields the engine decides', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const days = await screen.findByRole('spinbutton', { name: 'Days bookable ahead' });
    await user.clear(days);
    await user.paste('21');
    await user.click(screen.getByRole('button', { name: 'Save Tee sheet and booking window' }));
    await screen.findByText(/saved/);
    const inventory = calls.find((call) => call.method === 'PUT')!.body!.settings.inventory as Record<string, unknown>;
    expect(inventory).toEqual({ ...SETTINGS.inventory, maxDaysOut: 21 });

    await user.click(screen.getByRole('checkbox', { name: 'Booking without an account' }));
    await user.click(screen.getByRole('button', { name: 'Save Golfer accounts' }));
    await screen.findAllByText(/saved/);
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body!.settings.user).toEqual({
      ...SETTINGS.user,
      guestCheckout: false,
    });

    await user.click(screen.getByRole('button', { name: 'Save Identity' }));
    await screen.findAllByText(/saved/);
    const identity = calls.filter((call) => call.method === 'PUT')[2]!.body!.settings.identity as Record<
      string,
      unknown
    >;
    expect(Object.keys(identity)).not.toContain('alias');
    expect(Object.keys(identity)).not.toContain('gnFacilityIds');
    expect(identity).toMatchObject({
      name: 'Harbor Pines',
      activeTabs: SETTINGS.identity.activeTabs,
      subdomain: null,
      ga: { trackingCode: null },
    });
  });

  it('saves the daily release: its time, mode, per-golfer limit and the fair queue turns', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const mode = await screen.findByRole('combobox', { name: 'Release mode' });
    await user.selectOptions(mode, 'fair-queue');
    const limit = screen.getByRole('spinbutton', {
      name: 'Tee times per golfer on the released day (empty: no limit)',
    });
    await user.type(limit, '2');
    const atOnce = screen.getByRole('spinbutton', { name: 'Golfers choosing at once (fair queue)' });
    await user.clear(atOnce);
    await user.type(atOnce, '12');
    const turn = screen.getByRole('spinbutton', { name: 'Seconds each golfer has to choose (fair queue, 30–1800)' });
    await user.clear(turn);
    await user.type(turn, '240');
    await user.click(screen.getByRole('button', { name: 'Save Daily release' }));
    await screen.findByText(/saved/);
    const release = calls.find((call) => call.method === 'PUT')!.body!.settings.release;
    expect(release).toEqual({
      releaseTime: '07:00',
      mode: 'fair-queue',
      signInRequired: false,
      bookingsPerGolferPerReleaseDay: 2,
      admitAtOnce: 12,
      turnSeconds: 240,
    });
  });

  it('names the daily release fields in the console language', async () => {
    serve();
    renderConsole(<SettingsScreen />, { language: 'fr' });
    expect(await screen.findByRole('combobox', { name: "Mode d'ouverture" })).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', { name: 'Golfeurs qui choisissent en même temps (file équitable)' }),
    ).toHaveValue(10);
  });

  it('offers the embed snippet to copy', async () => {
    serve();
    renderConsole(<SettingsScreen />);
    const code = await screen.findByRole('textbox', { name: 'Embed code' });
    expect(code).toHaveValue(embedSnippet(window.location.origin, 'demo'));
    expect(embedSnippet('https://book.example', 'maple-ridge')).toBe(
      '<div id="fairway-booking"></div>\n<script src="https://book.example/embed.js" data-alias="maple-ridge" data-target="#fairway-booking" defer></script>',
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith(embedSnippet(window.location.origin, 'demo'));
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  });

  it("falls back to the browser's copy command where the clipboard API is refused", async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    await screen.findByRole('textbox', { name: 'Embed code' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the code and copy it.');
  });

  it('frames the golfer app and sends it the draft theme over the embed bridge once it is ready', async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const frame = (await screen.findByTitle('Live preview of your booking engine')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', '/?alias=demo&preview=console');
    const app = frame.contentWindow!;
    const sent = vi.spyOn(app, 'postMessage').mockImplementation(() => undefined);
    const previews = () =>
      sent.mock.calls
        .map(([message]) => message as { type: string; theme?: Record<string, unknown> })
        .filter((message) => message.type === 'css-preview');

    // Nothing but hellos before the app answers ready (a message before its listener would be lost).
    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({ ns: 'fairway', type: 'iframeSaysHi' }),
        window.location.origin,
      ),
    );
    expect(previews()).toEqual([]);
    // A ready from another window is not the frame's.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: window,
        data: { ns: 'fairway', v: 1, type: 'ready', alias: 'demo' },
      }),
    );
    expect(previews()).toEqual([]);
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: app,
        data: { ns: 'fairway', v: 1, type: 'ready', alias: 'demo' },
      }),
    );
    expect(previews().at(-1)?.theme).toMatchObject({ primaryColor: '#4fb488', salesBanner: 'Twilight from $39' });

    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.paste('#1d4e89');
    expect(previews().at(-1)?.theme).toMatchObject({ primaryColor: '#1d4e89' });
    // An unfinished colour is left out: the frame keeps the last good one.
    await user.clear(primary);
    await user.paste('#1d4');
    await user.type(primary, 'z');
    expect(previews().at(-1)?.theme).not.toHaveProperty('primaryColor');
  });

  it('uploads a header image and puts its address in the theme; refuses other file types before sending', async () => {
    const calls = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderConsole(<SettingsScreen />);
    const file = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])],
      'header.png',
      { type: 'image/png' },
    );
    await user.upload(await screen.findByLabelText('Upload a header image'), file);
    expect(await screen.findByText('Image uploaded: save the theme to use it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Header image' })).toHaveValue(`/api/engine-images/3/${'a'.repeat(64)}`);
    const sent = calls.find((call) => call.url === '/api/admin/settings/images')!;
    expect(sent.body).toEqual({ kind: 'header', contentType: 'image/png', data: 'iVBORw0KGgoBAgME' });

    await user.upload(
      screen.getByLabelText('Upload a background image'),
      new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(calls.filter((call) => call.url === '/api/admin/settings/images')).toHaveLength(1);
  });
});
