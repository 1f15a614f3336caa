// The table games' shared page kit (served inline before the game's own script, allowed by the
// page's hash). It only draws and asks: every bet is decided and settled by the provider's server.
// biome-ignore lint/correctness/noUnusedVariables: the game's own script, served after this one, calls it
function tableKit() {
  const config = JSON.parse(document.getElementById('config').textContent);
  const t = config.t;
  const tt = config.tt;
  const $ = (id) => document.getElementById(id);
  const UNITS = 100000;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));
  const numbers = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: config.exponent,
    maximumFractionDigits: config.exponent,
  });
  const money = (units) => numbers.format(units / UNITS);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, reduceMotion ? 0 : ms));

  const state = { session: config.session, balance: config.balance, busy: false, ended: false };
  const statusEl = $('status');
  const alertEl = $('alert');
  const winEl = $('win');

  function setBalance(units) {
    if (typeof units !== 'number') return;
    state.balance = units;
    $('balance').textContent = money(units);
  }

  function setWin(units) {
    winEl.textContent = money(units);
    const meter = winEl.closest('.meter');
    meter.classList.remove('flash');
    if (units > 0) {
      void meter.offsetWidth;
      meter.classList.add('flash');
    }
  }

  function say(text, won) {
    statusEl.textContent = text;
    statusEl.classList.toggle('won', Boolean(won));
  }

  function warn(text, kind) {
    alertEl.textContent = text || '';
    alertEl.className = kind === 'info' ? 'alert info' : 'alert';
    alertEl.setAttribute('role', kind === 'info' ? 'status' : 'alert');
    alertEl.hidden = !text;
  }

  const ERROR_TEXTS = {
    insufficient_funds: t.insufficientFunds,
    bet_failed: t.betFailed,
    limit_reached: t.limitReached,
    account_disabled: t.accountDisabled,
    wallet_unavailable: t.walletUnavailable,
    provider_busy: t.busy,
    round_in_progress: t.roundInProgress,
    unknown_game: t.unknownGame,
    betting_closed: tt.bettingClosedError,
    network: t.walletUnavailable,
  };

  async function post(path, body) {
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        cache: 'no-store',
      });
      let data = {};
      try {
        data = (await response.json()) || {};
      } catch {
        data = {};
      }
      return { ok: response.ok, data };
    } catch {
      return { ok: false, data: { error: 'network' } };
    }
  }

  let onEnded = () => {};
  function endSession() {
    state.ended = true;
    onEnded();
    const overlay = $('ended');
    overlay.hidden = false;
    const target = overlay.querySelector('a') || overlay.querySelector('[role="alertdialog"]');
    target.setAttribute('tabindex', target.tagName === 'A' ? '0' : '-1');
    target.focus();
  }

  function showError(data) {
    if (typeof data.balance === 'number') setBalance(data.balance);
    if (data.error === 'session_ended') {
      endSession();
      return;
    }
    warn(ERROR_TEXTS[data.error] || t.generic);
  }

  async function reopen() {
    const response = await post('/api/session', config.launch);
    if (!response.ok) return false;
    state.session = response.data.session;
    setBalance(response.data.balance);
    return true;
  }

  /** A call of the page API with this window's session; null when it failed (the player was told). */
  async function call(path, payload, quiet) {
    let response = await post(path, { session: state.session, ...payload });
    if (!response.ok && response.data.error === 'session_not_found' && (await reopen())) {
      response = await post(path, { session: state.session, ...payload });
    }
    if (!response.ok) {
      if (!quiet) showError(response.data);
      return null;
    }
    return response.data;
  }

  function settlementNote(result) {
    if (result.settlement === 'pending') warn(t.winPending, 'info');
    else if (result.settlement === 'refused') warn(fill(t.winRefused, { round: result.round }));
    else warn('');
  }

  async function refreshBalance() {
    const data = await call('/api/balance', {}, true);
    if (data) setBalance(data.balance);
  }

  const dialog = $('info');
  $('info-open').addEventListener('click', () => dialog.showModal());
  $('info-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !state.busy && !state.ended) void refreshBalance();
  });

  /**
   * Chips on spots (baccarat, dragon tiger): the chosen chip is added to a spot on a tap, with
   * undo and clear; `onChange` is told the stakes after each change.
   */
  function stakeBoard(options) {
    const stakes = {};
    const placed = [];
    const chip = () => Number(document.querySelector('input[name="chip"]:checked').value);
    const total = () => Object.values(stakes).reduce((sum, v) => sum + v, 0);
    function paint() {
      for (const spot of options.spots) {
        const el = $(`stake-${spot}`);
        const units = stakes[spot] || 0;
        el.textContent = units ? money(units) : '';
        const button = el.closest('button');
        const base = button.getAttribute('aria-label').split(', ').slice(0, 2).join(', ');
        button.setAttribute('aria-label', `${base}, ${units ? `${tt.stake} ${money(units)}` : t.noStake}`);
      }
      options.onChange(total());
    }
    for (const spot of options.spots) {
      $(`stake-${spot}`)
        .closest('button')
        .addEventListener('click', () => {
          if (state.busy || state.ended) return;
          const add = Math.min(chip(), options.maxSpot - (stakes[spot] || 0));
          if (add <= 0) {
            warn(fill(tt.maxSpot, { amount: money(options.maxSpot) }), 'info');
            return;
          }
          stakes[spot] = (stakes[spot] || 0) + add;
          placed.push([spot, add]);
          warn('');
          paint();
        });
    }
    return {
      stakes,
      total,
      undo() {
        const last = placed.pop();
        if (!last) return;
        stakes[last[0]] -= last[1];
        if (!stakes[last[0]]) delete stakes[last[0]];
        paint();
      },
      clear() {
        for (const spot of Object.keys(stakes)) delete stakes[spot];
        placed.length = 0;
        paint();
      },
      paint,
    };
  }

  return {
    config,
    t,
    tt,
    $,
    fill,
    money,
    sleep,
    reduceMotion,
    state,
    setBalance,
    setWin,
    say,
    warn,
    call,
    settlementNote,
    refreshBalance,
    stakeBoard,
    onEnded(callback) {
      onEnded = callback;
    },
  };
}
