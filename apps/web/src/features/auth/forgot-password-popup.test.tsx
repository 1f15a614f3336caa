import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ForgotPasswordPopup } from './forgot-password-popup';

type Handler = (url: URL, init: RequestInit) => unknown;
let calls: { url: URL; init: RequestInit }[] = [];

/** Answers API calls by path, in the envelope; an Error answer becomes a failure envelope. */
function serve(handlers: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      calls.push({ url, init });
      const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
      const value = handler ? handler(url, init) : null;
      if (value instanceof Error) {
        return new Response(
          JSON.stringify({ success: false, code: value.message, message: 'Wrong captcha', value: null }),
          { status: 400 },
        );
      }
      return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { status: 200 });
    }),
  );
}

/** A brand that resets by e-mail (CHNGPASSVERIF3 off), as Jade Palace does. */
const byEmail = () =>
  testConfig({
    whitelabel: buildWhitelabelTree({
      ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet),
      CHNGPASSVERIF3: false,
    }),
  });

let issued = 0;
async function open() {
  issued = 0;
  serve({
    'GET /wps/captcha': () => {
      issued += 1;
      return { captchaId: `cap${issued}`, image: 'data:image/svg+xml;base64,AA==', expiresInSeconds: 120 };
    },
    'POST /wps/member/password/email': (_url, init) => {
      const body = JSON.parse(String(init.body));
      return body.captcha === 'AB12' ? { sent: true } : new Error('CAPTCHA_INVALID');
    },
  });
  await renderApp([{ path: '/', element: <ForgotPasswordPopup onClose={() => {}} /> }], {
    config: byEmail(),
  });
  await waitFor(() => expect(issued).toBe(1));
}
const sent = () => calls.filter((c) => c.url.pathname === '/wps/member/password/email');
const captchasFetched = () => calls.filter((c) => c.url.pathname === '/wps/captcha').length;

function fill(captcha: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: ' jade01 ' } });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
    target: { value: 'jade01@jadepalace.example' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Captcha/ }), { target: { value: captcha } });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password by e-mail', () => {
  it('shows the captcha image with a refresh button, and needs an answer before sending', async () => {
    await open();
    expect(screen.getByRole('img', { name: /Captcha image/ })).toBeTruthy();
    // The field refreshes at most once a second (each image costs a row): let a second pass.
    const later = Date.now() + 1_100;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(screen.getByRole('button', { name: 'Show another captcha' }));
    await waitFor(() => expect(issued).toBe(2));
    vi.restoreAllMocks();
    fill('');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter the captcha.')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('sends the captcha with the request, and confirms', async () => {
    await open();
    fill(' AB12 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(JSON.parse(String(sent()[0]?.init.body))).toEqual({
      username: 'jade01',
      email: 'jade01@jadepalace.example',
      captchaId: 'cap1',
      captcha: 'AB12',
    });
  });

  it("shows the server's refusal and fetches a new captcha, the old one being spent", async () => {
    await open();
    fill('WRONG');
    const before = captchasFetched();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Wrong captcha')).toBeTruthy();
    await waitFor(() => expect(captchasFetched()).toBe(before + 1));
    // The answer field is emptied for the new image.
    expect((screen.getByRole('textbox', { name: /Captcha/ }) as HTMLInputElement).value).toBe('');
  });
});
