// The book page's script (served inline, allowed by its hash). It only draws and asks: fixtures,
// odds, bets and their settlement all come from the provider's server through /api/book/*.
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const t = config.t;
  const $ = (id) => document.getElementById(id);
  const UNITS = 100000;
  const FIXTURES_EVERY_MS = 2000;
  const BETS_EVERY_MS = 4000;

  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));
  const numbers = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: config.exponent,
    maximumFractionDigits: config.exponent,
  });
  const money = (units) => numbers.format(units / UNITS);
  const oddsText = (hundredths) => (hundredths / 100).toFixed(2);
  const timeText = (ms) =>
    new Date(ms).toLocaleTimeString(
      config.lang === 'bn' ? 'bn-BD' : config.lang === 'fil' ? 'fil-PH' : 'en-GB',
      {
        hour: '2-digit',
        minute: '2-digit',
        numberingSystem: 'latn',
      },
    );

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  const state = {
    session: config.session,
    balance: config.balance,
    fixtures: new Map(),
    sport: '',
    slip: [],
    slipId: null,
    mode: 'acca',
    placing: false,
    bets: [],
    clockOffset: 0,
    ended: false,
  };

  // ---- Talking to the server ------------------------------------------------------------------

  async function post(path, body) {
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const data = await response.json().catch(() => ({}));
      return { ok: response.ok, data };
    } catch {
      return { ok: false, data: { error: 'network' } };
    }
  }

  async function reopen() {
    const response = await post('/api/session', config.launch);
    if (!response.ok) return false;
    state.session = response.data.session;
    setBalance(response.data.balance);
    return true;
  }

  async function api(path, body) {
    let response = await post(path, { session: state.session, ...body });
    if (!response.ok && response.data.error === 'session_not_found' && (await reopen())) {
      response = await post(path, { session: state.session, ...body });
    }
    if (!response.ok && response.data.error === 'session_ended') endSession();
    return response;
  }

  function endSession() {
    if (state.ended) return;
    state.ended = true;
    $('ended').hidden = false;
    const link = $('ended').querySelector('a');
    if (link) link.focus();
  }

  function setBalance(units) {
    if (typeof units !== 'number') return;
    state.balance = units;
    $('balance').textContent = money(units);
  }

  async function refreshBalance() {
    const response = await api('/api/balance', {});
    if (response.ok) setBalance(response.data.balance);
  }

  // ---- Fixtures ------------------------------------------------------------------------------

  const cards = new Map();
  const fixturesEl = $('fixtures');

  function selectionName(fixture, market, selection) {
    if (selection === 'draw') return t.draw;
    if (selection === 'over') return fill(t.over, { line: market.line });
    if (selection === 'under') return fill(t.under, { line: market.line });
    const team = selection === 'home' ? fixture.home : fixture.away;
    if (market.code === 'handicap') {
      const line = selection === 'home' ? market.line : -market.line;
      return `${team} ${line > 0 ? '+' : '−'}${Math.abs(line)}`;
    }
    return team;
  }

  function sportName(sport) {
    return t.sports[sport] || sport;
  }

  function statusText(fixture) {
    const now = Date.now() + state.clockOffset;
    switch (fixture.status) {
      case 'live': {
        const clock =
          fixture.minute !== null
            ? fill(t.minute, { minute: fixture.minute + 1 })
            : fill(fixture.sport === 'tennis' ? t.game.tennis : t.game.esports, { n: fixture.game });
        return `${t.live} · ${clock}`;
      }
      case 'ended':
        return t.finished;
      case 'void':
        return t.abandoned;
      default: {
        const seconds = Math.max(0, Math.round((fixture.kickoff - now) / 1000));
        if (seconds === 0) return t.startingNow;
        const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
        return fill(t.startsIn, { time });
      }
    }
  }

  function legKey(fixture, market, selection) {
    return `${fixture}|${market}|${selection}`;
  }

  function makeCard(fixture) {
    const titleId = `fx-${fixture.id}`;
    const badge = el('span', { class: 'badge' });
    const score = el('span', { class: 'score', 'aria-hidden': 'true' });
    const scoreSr = el('span', { class: 'sr-only' });
    const root = el(
      'article',
      { class: 'fixture', 'aria-labelledby': titleId, 'data-fixture': fixture.id },
      el(
        'div',
        { class: 'fx-meta' },
        el('span', { class: 'fx-league', text: `${sportName(fixture.sport)} · ${fixture.leagueName}` }),
        badge,
      ),
      el(
        'h3',
        { class: 'fx-teams', id: titleId },
        el('span', { class: 'team home', text: fixture.home }),
        score,
        scoreSr,
        el('span', { class: 'team away', text: fixture.away }),
      ),
    );
    const markets = el('div', { class: 'markets' });
    const buttons = new Map();
    for (const market of fixture.markets) {
      const row = el('div', { class: `odds-row n${market.selections.length}` });
      market.selections.forEach((selection) => {
        const name = selectionName(fixture, market, selection);
        const button = el(
          'button',
          {
            type: 'button',
            class: 'odd',
            'aria-pressed': 'false',
            'data-market': market.code,
            'data-selection': selection,
          },
          el('span', { class: 'sel', text: name }),
          el('span', { class: 'price' }),
        );
        button.addEventListener('click', () => toggleLeg(fixture.id, market.code, selection));
        buttons.set(legKey(fixture.id, market.code, selection), { button, name, market: market.code });
        row.append(button);
      });
      markets.append(
        el(
          'div',
          { class: 'market', role: 'group', 'aria-label': t.markets[market.code] },
          el('span', { class: 'market-name', text: t.markets[market.code] }),
          row,
        ),
      );
    }
    root.append(markets);
    return { root, badge, score, scoreSr, buttons };
  }

  function updateCard(card, fixture) {
    card.root.dataset.status = fixture.status;
    card.badge.textContent = statusText(fixture);
    card.badge.className = `badge ${fixture.status}`;
    const showScore = fixture.status !== 'pre';
    card.score.textContent = showScore ? `${fixture.score[0]} – ${fixture.score[1]}` : 'v';
    card.scoreSr.textContent = showScore ? ` ${fixture.score[0]}–${fixture.score[1]} ` : ' – ';
    for (const market of fixture.markets) {
      market.selections.forEach((selection, i) => {
        const entry = card.buttons.get(legKey(fixture.id, market.code, selection));
        if (!entry) return;
        const odds = market.odds ? market.odds[i] : null;
        const chosen = state.slip.some(
          (leg) => leg.fixture === fixture.id && leg.market === market.code && leg.selection === selection,
        );
        entry.button.disabled = odds === null && !chosen;
        entry.button.setAttribute('aria-pressed', chosen ? 'true' : 'false');
        entry.button.querySelector('.price').textContent = odds === null ? '–' : oddsText(odds);
        const what = `${fixture.home} – ${fixture.away}, ${t.markets[market.code]}: ${entry.name}`;
        entry.button.setAttribute(
          'aria-label',
          odds === null
            ? `${what}, ${t.suspended}`
            : fill(t.selectOdds, { selection: what, odds: oddsText(odds) }),
        );
      });
    }
  }

  const ORDER = { live: 0, pre: 1, ended: 2, void: 2 };

  function renderFixtures() {
    const list = [...state.fixtures.values()]
      .filter((f) => !state.sport || f.sport === state.sport)
      .sort(
        (a, b) =>
          ORDER[a.status] - ORDER[b.status] || a.kickoff - b.kickoff || a.league.localeCompare(b.league),
      );
    fixturesEl.setAttribute('aria-busy', 'false');
    const keep = new Set(list.map((f) => f.id));
    for (const [id, card] of cards) {
      if (!keep.has(id)) {
        card.root.remove();
        cards.delete(id);
      }
    }
    const empty = fixturesEl.querySelector('.empty');
    if (list.length === 0) {
      if (!empty) fixturesEl.append(el('p', { class: 'empty', text: t.noFixtures }));
      else empty.textContent = t.noFixtures;
      return;
    }
    if (empty) empty.remove();
    list.forEach((fixture, index) => {
      let card = cards.get(fixture.id);
      if (!card) {
        card = makeCard(fixture);
        cards.set(fixture.id, card);
      }
      updateCard(card, fixture);
      // Move only what is out of place, so a focused button keeps its focus.
      if (fixturesEl.children[index] !== card.root)
        fixturesEl.insertBefore(card.root, fixturesEl.children[index] || null);
    });
  }

  async function loadFixtures() {
    if (state.ended) return;
    const response = await api('/api/book/fixtures', {});
    if (!response.ok) return;
    state.clockOffset = response.data.now - Date.now();
    state.fixtures = new Map(response.data.fixtures.map((f) => [f.id, f]));
    syncSlipOdds();
    renderFixtures();
    renderSlip();
  }

  for (const chip of document.querySelectorAll('.filters .chip')) {
    chip.addEventListener('click', () => {
      state.sport = chip.dataset.sport;
      for (const other of document.querySelectorAll('.filters .chip')) {
        other.setAttribute('aria-pressed', other === chip ? 'true' : 'false');
      }
      renderFixtures();
    });
  }

  // ---- The slip ------------------------------------------------------------------------------

  function currentOdds(leg) {
    const fixture = state.fixtures.get(leg.fixture);
    if (!fixture || (fixture.status !== 'pre' && fixture.status !== 'live')) return null;
    const market = fixture.markets.find((m) => m.code === leg.market);
    if (!market?.odds) return null;
    return market.odds[market.selections.indexOf(leg.selection)] ?? null;
  }

  function syncSlipOdds() {
    for (const leg of state.slip) {
      const odds = currentOdds(leg);
      leg.suspended = odds === null;
      if (odds !== null && odds !== leg.odds) {
        leg.moved = odds > leg.odds ? 'up' : 'down';
        leg.odds = odds;
      }
    }
  }

  function toggleLeg(fixtureId, market, selection) {
    const fixture = state.fixtures.get(fixtureId);
    const existing = state.slip.findIndex((leg) => leg.fixture === fixtureId);
    const same =
      existing >= 0 && state.slip[existing].market === market && state.slip[existing].selection === selection;
    if (existing >= 0) state.slip.splice(existing, 1);
    if (!same && fixture) {
      if (state.slip.length >= config.limits.maxLegs) {
        message(fill(t.maxLegs, { count: config.limits.maxLegs }), true);
      } else {
        const marketView = fixture.markets.find((m) => m.code === market);
        const leg = {
          fixture: fixtureId,
          market,
          selection,
          odds: 0,
          name: selectionName(fixture, marketView, selection),
          match: `${fixture.home} – ${fixture.away}`,
        };
        leg.odds = currentOdds(leg) || 0;
        if (leg.odds) state.slip.push(leg);
      }
    }
    state.slipId = null;
    message('');
    renderFixtures();
    renderSlip();
  }

  /** Stake text to units, or null: digits with at most the currency's decimals. */
  function parseStake(text) {
    const clean = text.replaceAll(',', '').trim();
    const pattern =
      config.exponent > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{0,${config.exponent}})?$`) : /^\d{1,9}$/;
    if (!pattern.test(clean)) return null;
    const [whole, fraction = ''] = clean.split('.');
    const minorDigits = fraction.padEnd(config.exponent, '0');
    return Number(whole) * UNITS + (config.exponent > 0 ? Number(minorDigits) * config.minor : 0);
  }

  function accaReturn(stake, legs) {
    let numerator = BigInt(stake);
    let denominator = 1n;
    for (const leg of legs) {
      numerator *= BigInt(leg.odds);
      denominator *= 100n;
    }
    const minor = BigInt(config.minor);
    return Number((numerator / denominator / minor) * minor);
  }

  function combined(legs) {
    let numerator = 1n;
    let denominator = 1n;
    for (const leg of legs) {
      numerator *= BigInt(leg.odds);
      denominator *= 100n;
    }
    return Number((numerator * 100n) / denominator);
  }

  function mode() {
    return state.slip.length < 2 ? 'singles' : state.mode;
  }

  function stakeValid(stake) {
    return stake !== null && stake >= config.limits.min && stake <= config.limits.max;
  }

  function renderSlip() {
    const list = $('slip-legs');
    list.replaceChildren(
      ...state.slip.map((leg) =>
        el(
          'li',
          { class: `slip-leg${leg.suspended ? ' suspended' : ''}` },
          el(
            'div',
            { class: 'leg-text' },
            el('span', { class: 'leg-sel', text: leg.name }),
            el('span', { class: 'leg-match', text: `${t.markets[leg.market]} · ${leg.match}` }),
          ),
          el('span', {
            class: `leg-odds${leg.moved ? ` moved-${leg.moved}` : ''}`,
            text: leg.suspended ? t.suspended : oddsText(leg.odds),
          }),
          (() => {
            const remove = el(
              'button',
              { type: 'button', class: 'icon-btn small', 'aria-label': fill(t.remove, { name: leg.name }) },
              '×',
            );
            remove.addEventListener('click', () => toggleLeg(leg.fixture, leg.market, leg.selection));
            return remove;
          })(),
        ),
      ),
    );
    const count = state.slip.length;
    $('slip-count').textContent = String(count);
    $('slip-empty').hidden = count > 0;
    document.querySelector('.modes').hidden = count < 2;
    for (const input of document.querySelectorAll('input[name="mode"]'))
      input.checked = input.value === mode();
    $('stake-label').textContent = mode() === 'singles' && count > 1 ? t.stakePerBet : t.stake;
    const stake = parseStake($('stake').value);
    const valid = stakeValid(stake);
    $('stake').setAttribute('aria-invalid', valid || $('stake').value === '' ? 'false' : 'true');
    $('stake-hint').classList.toggle('error', !valid && $('stake').value !== '');
    const priced = state.slip.filter((leg) => !leg.suspended);
    let total = null;
    let odds = null;
    let potential = null;
    if (valid && count > 0) {
      if (mode() === 'acca') {
        total = stake;
        odds = combined(state.slip);
        potential = accaReturn(stake, state.slip);
      } else {
        total = stake * count;
        potential = state.slip.reduce((sum, leg) => sum + accaReturn(stake, [leg]), 0);
        odds = count === 1 ? state.slip[0].odds : null;
      }
    }
    $('total-stake').textContent = total === null ? '–' : `${money(total)} ${config.currency}`;
    $('total-odds').textContent = odds === null ? '–' : oddsText(odds);
    $('total-return').textContent = potential === null ? '–' : `${money(potential)} ${config.currency}`;
    $('slip-summary').textContent =
      count === 0
        ? ''
        : mode() === 'acca'
          ? ` · ${t.accumulator} ${oddsText(combined(state.slip))}`
          : ` · ${count === 1 ? t.single : t.singles}`;
    const place = $('place');
    place.textContent = state.placing
      ? t.placing
      : mode() === 'singles' && count > 1
        ? fill(t.placeBets, { count })
        : t.placeBet;
    place.disabled = state.placing || count === 0 || !valid || priced.length !== count || state.ended;
  }

  let messageTimer = null;
  function message(text, problem) {
    const node = $('slip-message');
    node.textContent = text || '';
    node.classList.toggle('problem', Boolean(problem));
    clearTimeout(messageTimer);
    if (text && !problem) messageTimer = setTimeout(() => (node.textContent = ''), 6000);
  }

  const ERROR_TEXTS = {
    insufficient_funds: t.insufficientFunds,
    bet_failed: t.betFailed,
    limit_reached: t.limitReached,
    account_disabled: t.accountDisabled,
    wallet_unavailable: t.walletUnavailable,
    wallet_refused: t.generic,
    provider_busy: t.busy,
    odds_changed: t.oddsChanged,
    selection_suspended: t.selectionSuspended,
    session_ended: t.sessionEnded,
  };

  /** 32 hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
  function newSlipId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  async function placeOne(legs, stake, slipId) {
    const response = await api('/api/book/place', {
      slipId,
      stake,
      legs: legs.map((leg) => ({
        fixture: leg.fixture,
        market: leg.market,
        selection: leg.selection,
        odds: leg.odds,
      })),
      acceptOddsChanges: $('accept-changes').checked,
    });
    if (response.ok) {
      if (typeof response.data.balance === 'number') setBalance(response.data.balance);
      return { ok: true };
    }
    const data = response.data;
    if (typeof data.balance === 'number') setBalance(data.balance);
    if (data.error === 'odds_changed' && Array.isArray(data.changed)) {
      for (const change of data.changed) {
        const leg = state.slip.find((l) => l.fixture === change.fixture);
        if (leg) {
          leg.moved = change.odds > leg.odds ? 'up' : 'down';
          leg.odds = change.odds;
        }
      }
    }
    if (data.error === 'selection_suspended' && Array.isArray(data.suspended)) {
      for (const leg of state.slip) if (data.suspended.includes(leg.fixture)) leg.suspended = true;
    }
    const text =
      data.error === 'return_limit'
        ? fill(t.returnLimit, { amount: money(data.maxReturn) })
        : ERROR_TEXTS[data.error] || t.generic;
    return { ok: false, text };
  }

  async function place() {
    const stake = parseStake($('stake').value);
    if (!stakeValid(stake) || state.slip.length === 0 || state.placing) return;
    state.placing = true;
    state.slipId = state.slipId || newSlipId();
    message('');
    renderSlip();
    let placed = 0;
    let failure = null;
    if (mode() === 'acca') {
      const result = await placeOne(state.slip, stake, state.slipId);
      if (result.ok) {
        placed = 1;
        state.slip = [];
      } else failure = result.text;
    } else {
      // Singles one by one; a placed one leaves the slip, so a retry never places it twice.
      for (const leg of [...state.slip]) {
        const result = await placeOne([leg], stake, `${state.slipId}-${leg.fixture}`.slice(0, 64));
        if (!result.ok) {
          failure = result.text;
          break;
        }
        placed += 1;
        state.slip.splice(state.slip.indexOf(leg), 1);
      }
    }
    state.placing = false;
    if (state.slip.length === 0) state.slipId = null;
    if (failure) message(failure, true);
    else message(placed > 1 ? fill(t.placedMany, { count: placed }) : t.placed);
    renderFixtures();
    renderSlip();
    if (placed > 0) loadBets();
  }

  $('place').addEventListener('click', place);
  $('stake').addEventListener('input', () => {
    state.slipId = null;
    renderSlip();
  });
  $('accept-changes').addEventListener('change', renderSlip);
  for (const input of document.querySelectorAll('input[name="mode"]')) {
    input.addEventListener('change', () => {
      state.mode = input.value;
      state.slipId = null;
      renderSlip();
    });
  }
  for (const button of document.querySelectorAll('.quick .chip')) {
    button.addEventListener('click', () => {
      const current = parseStake($('stake').value) || 0;
      const next = Math.min(config.limits.max, current + Number(button.dataset.add));
      $('stake').value = money(next).replaceAll(',', '');
      state.slipId = null;
      renderSlip();
    });
  }
  $('slip-clear').addEventListener('click', () => {
    state.slip = [];
    state.slipId = null;
    message('');
    renderFixtures();
    renderSlip();
  });

  function setSlipOpen(open) {
    $('slip').classList.toggle('open', open);
    $('slip-toggle').setAttribute('aria-expanded', open ? 'true' : 'false');
    if (open) $('stake').focus({ preventScroll: true });
    else $('slip-toggle').focus();
  }
  $('slip-toggle').addEventListener('click', () => setSlipOpen(!$('slip').classList.contains('open')));
  $('slip-close').addEventListener('click', () => setSlipOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $('slip').classList.contains('open')) setSlipOpen(false);
  });

  // ---- My bets -------------------------------------------------------------------------------

  function betStatus(bet) {
    if (bet.state === 'open') return { text: t.open, cls: 'open' };
    if (bet.outcome === 'won') return { text: t.won, cls: 'won' };
    if (bet.outcome === 'lost') return { text: t.lost, cls: 'lost' };
    return { text: t.void, cls: 'void' };
  }

  function renderBets() {
    const container = $('bets');
    const open = state.bets.filter((bet) => bet.state === 'open').length;
    $('open-count').textContent = open > 0 ? `(${open})` : '';
    if (state.bets.length === 0) {
      container.replaceChildren(el('p', { class: 'empty', text: t.noBets }));
      return;
    }
    container.replaceChildren(
      ...state.bets.map((bet) => {
        const status = betStatus(bet);
        const legs = bet.legs.map((leg) => {
          const fakeFixture = { home: leg.home, away: leg.away };
          const line = leg.market === 'total' ? 2.5 : leg.market === 'handicap' ? -1.5 : null;
          const name = selectionName(fakeFixture, { code: leg.market, line }, leg.selection);
          const result = leg.result || 'pending';
          const score = leg.score && leg.status !== 'pre' ? ` · ${leg.score[0]}–${leg.score[1]}` : '';
          return el(
            'li',
            { class: 'bet-leg' },
            el(
              'div',
              { class: 'leg-text' },
              el('span', { class: 'leg-sel', text: name }),
              el('span', {
                class: 'leg-match',
                text: `${t.markets[leg.market]} · ${leg.home} – ${leg.away}${score}`,
              }),
            ),
            el('span', { class: 'leg-odds', text: oddsText(leg.odds) }),
            el('span', { class: `leg-result ${result}`, text: t.legResult[result] }),
          );
        });
        const settledAmount =
          bet.state === 'open'
            ? [t.potentialReturn, bet.potential]
            : bet.outcome === 'void'
              ? [t.returned, bet.stake]
              : [t.paid, bet.payout || 0];
        const delivery =
          bet.delivery === 'pending'
            ? el('p', { class: 'delivery', text: t.payoutPending })
            : bet.delivery === 'refused'
              ? el('p', {
                  class: 'delivery problem',
                  text: fill(t.payoutRefused, { id: bet.id.slice(0, 8) }),
                })
              : null;
        return el(
          'article',
          { class: `bet bet-${status.cls}`, 'data-bet': bet.id, 'data-state': bet.state },
          el(
            'header',
            { class: 'bet-head' },
            el('h3', {
              class: 'bet-kind',
              text: bet.kind === 'accumulator' ? `${t.accumulator} (${bet.legs.length})` : t.single,
            }),
            el('span', { class: `badge ${status.cls}`, text: status.text }),
          ),
          el('ul', { class: 'bet-legs' }, ...legs),
          el(
            'dl',
            { class: 'totals' },
            el(
              'div',
              {},
              el('dt', { text: t.stake }),
              el('dd', { text: `${money(bet.stake)} ${bet.currency}` }),
            ),
            el('div', {}, el('dt', { text: t.odds }), el('dd', { text: oddsText(bet.odds) })),
            el(
              'div',
              {},
              el('dt', { text: settledAmount[0] }),
              el('dd', { class: 'amount', text: `${money(settledAmount[1])} ${bet.currency}` }),
            ),
          ),
          delivery,
          el('p', {
            class: 'bet-meta',
            text: `${fill(t.placedAt, { time: timeText(bet.placedAt) })} · ${bet.id.slice(0, 8)}`,
          }),
        );
      }),
    );
  }

  async function loadBets() {
    if (state.ended) return;
    const response = await api('/api/book/bets', {});
    if (!response.ok) return;
    const before = new Map(state.bets.map((bet) => [bet.id, bet.state]));
    state.bets = response.data.bets;
    // A bet that has just settled moved money: show the wallet's balance.
    const settledNow = state.bets.some((bet) => before.get(bet.id) === 'open' && bet.state !== 'open');
    renderBets();
    if (settledNow) refreshBalance();
  }

  // ---- Tabs ----------------------------------------------------------------------------------

  const tabs = [$('tab-events'), $('tab-bets')];
  function selectTab(tab) {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', selected ? 'true' : 'false');
      other.tabIndex = selected ? 0 : -1;
      $(other.getAttribute('aria-controls')).hidden = !selected;
    }
    if (tab === tabs[1]) loadBets();
  }
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => selectTab(tab));
    tab.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
      next.focus();
      selectTab(next);
    });
  });

  // ---- Start ---------------------------------------------------------------------------------

  renderSlip();
  loadFixtures();
  loadBets();
  setInterval(loadFixtures, FIXTURES_EVERY_MS);
  setInterval(loadBets, BETS_EVERY_MS);
})();
