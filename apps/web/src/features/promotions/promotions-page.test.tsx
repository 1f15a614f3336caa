import {
  PAYMENT_ROUTES,
  PROMOTION_ROUTES,
  type PromotionAction,
  type PromotionState,
} from '@portal/contracts';
import type { TPromotionCard } from '@portal/contracts/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionsPage } from '@/app/routes/promotions-page';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { PopupProbe } from '@/test/popup-probe';
import { renderApp } from '@/test/render-app';
import { bodyOf, type Handler, serve, signInMember } from '@/test/serve';
import { card, detail, grant, raffle } from './fixtures';

const R = PROMOTION_ROUTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

/** Every state with the button the server offers with it (and Code, a Join by promotion code). */
const STATES: [PromotionState, PromotionAction, string, string | null][] = [
  ['COMING_SOON', 'NONE', 'Coming soon', null],
  ['JOIN', 'JOIN', 'Open to join', 'Join'],
  ['JOINED', 'NONE', 'Joined', null],
  ['CLAIM', 'CLAIM', 'Ready to claim', 'Claim'],
  ['APPLYING', 'NONE', 'Applying', null],
  ['REJECTED', 'APPLY', 'Rejected', 'Apply'],
  ['PROCESS', 'NONE', 'In progress', null],
  ['ISSUED', 'NONE', 'Issued', null],
  ['CLAIMED', 'NONE', 'Claimed', null],
  ['CLOSE', 'NONE', 'Closed', null],
];

const tenCards = (): TPromotionCard[] => [
  ...STATES.map(([state, action], i) =>
    card({
      id: String(i + 1),
      slug: `promo-${i + 1}`,
      title: `Promotion ${state}`,
      state,
      action,
      startsAt: state === 'COMING_SOON' ? new Date(Date.now() + 86_400_000).toISOString() : card().startsAt,
      category: i < 5 ? 'NEW_MEMBER' : 'RAFFLE',
      trigger: i < 5 ? 'DEPOSIT' : 'APPLICATION',
    }),
  ),
  card({
    id: '11',
    slug: 'code',
    title: 'Spring code',
    action: 'CODE',
    trigger: 'PROMO_CODE',
    category: 'EVENT',
  }),
];

async function openPromotions(
  handlers: Record<string, Handler>,
  options: { member?: boolean; path?: string } = {},
) {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('promotions');
  if (options.member ?? true) signInMember();
  const calls = serve(handlers);
  await renderApp(
    [
      {
        path: '/promotions',
        element: (
          <>
            <PromotionsPage />
            <PopupProbe />
          </>
        ),
      },
    ],
    { config: testConfig(), path: options.path ?? '/promotions' },
  );
  return calls;
}

const article = (title: string) => screen.getByRole('article', { name: title });
const posts = (calls: { url: URL; init: RequestInit }[], p: string) =>
  calls.filter((c) => c.init.method === 'POST' && c.url.pathname === p);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/promotions', () => {
  it('shows each of the ten states as its own badge with the button its action offers', async () => {
    await openPromotions({ [`GET ${R.list.path}`]: () => tenCards() });
    await screen.findByRole('article', { name: 'Promotion JOIN' });
    const classes = new Set<string>();
    for (const [state, , badge, button] of STATES) {
      const box = article(`Promotion ${state}`);
      const shown = within(box).getByText(badge);
      expect(shown.className).toContain(`promo-state--${state}`);
      classes.add(shown.className);
      const buttons = within(box)
        .queryAllByRole('button')
        .map((b) => b.textContent);
      expect(buttons).toEqual(button ? [button] : []);
      // Every card opens to its details.
      expect(within(box).getByRole('link', { name: `Details of Promotion ${state}` })).toBeTruthy();
    }
    expect(classes.size).toBe(10);
    expect(within(article('Spring code')).getByRole('button', { name: 'Enter code' })).toBeTruthy();
    // Coming soon counts down to its start.
    expect(within(article('Promotion COMING_SOON')).getByText(/^Starts in$|Starts in/)).toBeTruthy();
  });

  it('offers a tab per category that has promotions, and filters by it', async () => {
    await openPromotions({ [`GET ${R.list.path}`]: () => tenCards() });
    // While the list loads, "All" holds the row (no layout shift); the categories follow the list.
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    await within(tabs).findByRole('tab', { name: 'Events' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'New members', 'Raffle', 'Events']);
    expect(screen.getAllByRole('article')).toHaveLength(11);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Events' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-testid'))).toEqual([
      'promotion-code',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a visitor’s Join opens the login popup and sends nothing', async () => {
    const calls = await openPromotions({ [`GET ${R.list.path}`]: () => [card()] }, { member: false });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Welcome bonus 100%' })).getByRole('button', {
        name: 'Join',
      }),
    );
    expect(screen.getByTestId('popups').textContent).toBe('login');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('claims with a fresh requestId per press, says what was granted, and shows a refusal in the server’s words', async () => {
    let answer = 0;
    const claimable = card({ state: 'CLAIM', action: 'CLAIM', claimable: '500.00' });
    const calls = await openPromotions({
      // After the claim the server's list says so too.
      [`GET ${R.list.path}`]: () => [answer >= 2 ? card({ state: 'PROCESS', action: 'NONE' }) : claimable],
      [`POST ${path(R.claim, '1')}`]: () =>
        ++answer === 1
          ? new Error('PROMOTION_BUDGET_SPENT')
          : { card: card({ state: 'PROCESS', action: 'NONE' }), grant: grant(), paid: null },
    });
    const box = await screen.findByRole('article', { name: 'Welcome bonus 100%' });
    expect(box.querySelector('.promotion-card__claimable')?.textContent).toBe('Waiting for you: BDT 500.00');
    fireEvent.click(within(box).getByRole('button', { name: 'Claim' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Refused: PROMOTION_BUDGET_SPENT');
    fireEvent.click(within(box).getByRole('button', { name: 'Claim' }));
    expect((await within(box).findByRole('status')).textContent).toBe(
      'Your BDT 500.00 bonus is in your bonus wallet. Wager BDT 10,000.00 and it becomes real money.',
    );
    // The card now stands as the server answered: in progress, nothing to press.
    await waitFor(() => expect(within(box).getByText('In progress')).toBeTruthy());
    expect(within(box).queryByRole('button', { name: 'Claim' })).toBeNull();
    const [first, second] = posts(calls, path(R.claim, '1')).map(bodyOf);
    expect(first).toEqual({ requestId: expect.stringMatching(UUID) });
    expect(second.requestId).toMatch(UUID);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('Code asks for the code, checks its form, and claims with it', async () => {
    const calls = await openPromotions({
      [`GET ${R.list.path}`]: () => tenCards(),
      [`POST ${path(R.claim, '11')}`]: () => ({
        card: card({ id: '11', state: 'ISSUED', action: 'NONE' }),
        grant: null,
        paid: '50.00',
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Spring code' })).getByRole('button', {
        name: 'Enter code',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Code for Spring code' });
    const field = within(dialog).getByRole('textbox', { name: /^Promotion code/ });
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Enter the code as given: 4 to 20 letters and digits.')).toBeTruthy();
    expect(posts(calls, path(R.claim, '11'))).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'SPRING25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(article('Spring code')).findByText('BDT 50.00 was paid into your main wallet.'),
    ).toBeTruthy();
    expect(bodyOf(posts(calls, path(R.claim, '11'))[0])).toEqual({
      requestId: expect.stringMatching(UUID),
      code: 'SPRING25',
    });
  });

  it('the application checks the remark and the images in the browser, uploads them, then applies with their ids', async () => {
    let uploads = 0;
    const calls = await openPromotions({
      [`GET ${R.list.path}`]: () => [card({ state: 'REJECTED', action: 'APPLY', trigger: 'APPLICATION' })],
      [`POST ${PAYMENT_ROUTES.upload.path}`]: () => ({
        id: `u${++uploads}`,
        contentType: 'image/png',
        size: 3,
      }),
      [`POST ${path(R.apply, '1')}`]: () => ({
        card: card({ state: 'APPLYING', action: 'NONE' }),
        grant: null,
        paid: null,
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Welcome bonus 100%' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Welcome bonus 100%' });
    const remark = within(dialog).getByRole('textbox', { name: 'Remark' });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    // 141 characters: counted, refused, nothing sent.
    fireEvent.change(remark, { target: { value: 'x'.repeat(141) } });
    expect(within(dialog).getByText('141/140')).toBeTruthy();
    send();
    expect(within(dialog).getByText('The remark can be at most 140 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    fireEvent.change(remark, { target: { value: 'x'.repeat(140) } });
    expect(within(dialog).getByText('140/140')).toBeTruthy();

    const images = within(dialog).getByLabelText('Images');
    const png = (name: string, size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });
    fireEvent.change(images, {
      target: {
        files: [
          new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
          png('big.png', 6 * 1024 * 1024),
          png('a.png'),
        ],
      },
    });
    expect(within(dialog).getByText('notes.pdf is not a PNG or JPG image.')).toBeTruthy();
    expect(within(dialog).getByText('big.png is larger than 5 MB.')).toBeTruthy();
    fireEvent.change(images, {
      target: { files: [png('b.png'), new File(['j'], 'c.jpg', { type: 'image/jpeg' }), png('d.png')] },
    });
    expect(within(dialog).getByText('At most 3 images can be sent.')).toBeTruthy();
    const chosen = within(dialog).getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove b.png' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(remark, { target: { value: 'My deposit receipt' } });
    send();
    expect(
      await within(article('Welcome bonus 100%')).findByText(
        'Your application was sent. We will let you know once it is reviewed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = calls.filter((c) => c.url.pathname === PAYMENT_ROUTES.upload.path);
    expect(sent.map((c) => (c.init.body as File).name)).toEqual(['a.png', 'c.jpg']);
    expect(bodyOf(posts(calls, path(R.apply, '1'))[0])).toEqual({
      remark: 'My deposit receipt',
      images: ['u1', 'u2'],
      requestId: expect.stringMatching(UUID),
    });
  });

  it('?id= opens the promotion with its bonus rules in plain words and the game contributions', async () => {
    await openPromotions(
      { [`GET ${R.list.path}`]: () => [card()], [`GET ${path(R.detail, '1')}`]: () => detail() },
      { path: '/promotions?id=1' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome bonus 100%' });
    const rules = await within(dialog).findByRole('region', { name: 'Bonus rules in plain words' });
    expect(within(rules).getByText(/^Wager 20 times the bonus before it becomes real money\./)).toBeTruthy();
    expect(within(rules).getByText(/a BDT 100\.00 bonus needs BDT 2,000\.00 in bets/)).toBeTruthy();
    expect(
      within(rules).getByText('You have 14 days from when the bonus starts; after that it is removed.'),
    ).toBeTruthy();
    expect(
      within(rules).getByText('While the bonus is active, a single bet can be at most BDT 50.00.'),
    ).toBeTruthy();
    expect(within(rules).getByText(/Everything left in the bonus wallet becomes real money/)).toBeTruthy();
    const table = within(rules).getByRole('table', { name: 'How much of each bet counts towards wagering' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Slots')).getByText('100%')).toBeTruthy();
    expect(within(row('Live Casino')).getByText('10%')).toBeTruthy();
    expect(within(row('Lottery')).getByText('Does not count')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Terms and conditions' }).textContent).toContain(
      'One per household.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a raffle shows its draw, seed hash, prizes and past winners with a fairness link, and Join goes through raffle.claim', async () => {
    const raffleCard = card({
      id: '9',
      slug: 'raffle',
      title: 'Weekly raffle',
      trigger: 'RAFFLE',
      category: 'RAFFLE',
    });
    const calls = await openPromotions(
      {
        [`GET ${R.list.path}`]: () => [raffleCard],
        [`GET ${path(R.detail, '9')}`]: () => detail({ card: raffleCard, bonusTerms: null }),
        [`GET ${path(R.raffle, '9')}`]: () => raffle(),
        [`POST ${R.claimRaffle.path}`]: () => raffle({ joined: true, myTickets: 2 }),
      },
      { path: '/promotions?id=9' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Weekly raffle' });
    const view = await within(dialog).findByRole('region', { name: 'Raffle' });
    await within(view).findByText('a'.repeat(64));
    expect(within(view).getByText('Not joined yet')).toBeTruthy();
    expect(within(view).getByText(/^Prize 1/).textContent).toBe('Prize 1: BDT 1,000.00');
    const winners = within(view).getByRole('table', { name: 'Winners of draw 2026-W10' });
    expect(within(winners).getByText('ab***9')).toBeTruthy();
    expect(within(view).getByText('c'.repeat(64))).toBeTruthy();
    const verify = within(view).getByRole('link', { name: 'Check this draw on the fairness page' });
    expect(verify.getAttribute('href')).toMatch(
      /^\/fairness\?game=RAFFLE&serverSeed=c+&serverSeedHash=b+&clientSeed=d+&tickets=80&winners=17$/,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(
      await within(dialog).findByText('You joined the raffle. Your deposits and bets earn tickets from now.'),
    ).toBeTruthy();
    expect(bodyOf(posts(calls, R.claimRaffle.path)[0])).toEqual({
      promotionId: '9',
      requestId: expect.stringMatching(UUID),
    });
  });
});
