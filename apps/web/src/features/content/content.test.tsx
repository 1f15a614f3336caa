import type { TAnnouncement, TPage } from '@portal/contracts';
import { CountBadge } from '@portal/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AnnouncementPopup } from './announcement-popup';
import { FeedbackPopup } from './feedback-popup';

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
        const [code, fields] = value.message.split('|');
        return new Response(
          JSON.stringify({
            success: false,
            code,
            message: 'Refused',
            value: fields ? { fields: JSON.parse(fields) } : null,
          }),
          { status: 400 },
        );
      }
      return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { status: 200 });
    }),
  );
}

const page = (list: TAnnouncement[], total = list.length): TPage<TAnnouncement> => ({
  list,
  pageNum: 1,
  pageSize: 9,
  total,
  totalPages: Math.ceil(total / 9),
});

const notice = (n: number): TAnnouncement => ({
  id: String(n),
  type: 'PL',
  title: `Notice ${n}`,
  content: `<p>Body ${n} <a href="/member?page=rewardCenter">Reward Centre</a></p>`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('announcement popup', () => {
  it('pages through notices and opens one; a site link closes it and remembers that for the session', async () => {
    serve({
      'GET /wps/announcements': (url) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const all = Array.from({ length: 12 }, (_, i) => notice(12 - i));
        return { ...page(all.slice((pageNo - 1) * 9, pageNo * 9), 12), pageNum: pageNo };
      },
    });
    const onClose = vi.fn();
    const { router } = await renderApp(
      [
        {
          path: '/',
          element: <AnnouncementPopup onClose={onClose} kind="notice" closedKey="closedForTest" />,
        },
        { path: '/member', element: <p>member centre</p> },
      ],
      { config: testConfig() },
    );
    expect(await screen.findAllByRole('button', { name: /^Notice \d+/ })).toHaveLength(9);
    expect(calls[0]?.url.searchParams.get('type')).toBe('PL');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: /^Notice 3/ });
    expect(screen.getAllByRole('button', { name: /^Notice \d+/ })).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: /^Notice 3/ }));
    expect(await screen.findByRole('heading', { name: 'Notice 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Reward Centre' }));
    expect(onClose).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('portal.closedForTest')).toBe('1');
    expect(router.state.location.search).toBe('?page=rewardCenter');
  });
});

describe('feedback popup', () => {
  async function open() {
    serve({
      'GET /wps/captcha': () => ({ captchaId: 'cap1', image: 'data:image/png;base64,AA==' }),
      'PUT /wps/feedback': (_url, init) => {
        const body = JSON.parse(String(init.body));
        if (body.captcha !== 'AB12') return new Error('CAPTCHA_INVALID');
        return { id: '7' };
      },
    });
    await renderApp([{ path: '/', element: <FeedbackPopup onClose={() => {}} /> }], {
      config: testConfig(),
      texts: ['account'],
    });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/wps/captcha')).toBe(true));
  }
  const sent = () => calls.filter((c) => c.url.pathname === '/wps/feedback');

  it('lists every empty field in one warning and sends nothing', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in: Question type, Description, Captcha.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Question type/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in: Description, Captcha.');
    expect(sent()).toHaveLength(0);
  });

  it('counts characters live, refuses 19 and sends 20 with the captcha', async () => {
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: /Question type/ }), { target: { value: '2' } });
    const description = screen.getByRole('textbox', { name: /Description/ });
    fireEvent.change(description, { target: { value: 'ভ'.repeat(19) } });
    expect(screen.getByText('19 / 200')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Captcha/ }), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write between 20 and 200 characters.')).toBeTruthy();
    expect(sent()).toHaveLength(0);

    fireEvent.change(description, { target: { value: 'ভ'.repeat(20) } });
    expect(screen.getByText('20 / 200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you. Your feedback has reached our team.')).toBeTruthy();
    expect(JSON.parse(String(sent()[0]?.init.body))).toEqual({
      type: 2,
      content: 'ভ'.repeat(20),
      captcha: 'AB12',
      captchaId: 'cap1',
    });
  });

  it("shows the server's refusal and fetches a new captcha", async () => {
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: /Question type/ }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Something went wrong with my account' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Captcha/ }), { target: { value: 'WRONG' } });
    const captchas = () => calls.filter((c) => c.url.pathname === '/wps/captcha').length;
    const before = captchas();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Refused')).toBeTruthy();
    await waitFor(() => expect(captchas()).toBe(before + 1));
  });
});

describe('count badge', () => {
  it('shows only counts above 0, and 99+ beyond 99', async () => {
    serve({});
    await renderApp(
      [
        {
          path: '/',
          element: (
            <>
              <CountBadge count={0} label="none" />
              <CountBadge count={3} label="3 new" />
              <CountBadge count={250} label="250 new" />
            </>
          ),
        },
      ],
      { config: testConfig() },
    );
    expect(screen.queryByRole('img', { name: 'none' })).toBeNull();
    expect(screen.getByRole('img', { name: '3 new' }).textContent).toBe('3');
    expect(screen.getByRole('img', { name: '250 new' }).textContent).toBe('99+');
  });
});
