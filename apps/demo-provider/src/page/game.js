// The game page's script (served inline, allowed by its hash). It only draws: every round is
// decided and settled by the provider's server, which the page asks through /api/*.
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const t = config.t;
  const $ = (id) => document.getElementById(id);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const NS = 'http://www.w3.org/2000/svg';
  const UNITS = 100000;

  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));
  const numbers = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: config.exponent,
    maximumFractionDigits: config.exponent,
  });
  const money = (units) => numbers.format(units / UNITS);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const state = { session: config.session, balance: config.balance, busy: false, ended: false };
  const balanceEl = $('balance');
  const winEl = $('win');
  const statusEl = $('status');
  const alertEl = $('alert');

  function setBalance(units) {
    if (typeof units !== 'number') return;
    state.balance = units;
    balanceEl.textContent = money(units);
  }

  function setWin(units) {
    winEl.textContent = money(units);
    const meter = winEl.closest('.meter');
    meter.classList.remove('flash');
    if (units > 0) {
      void meter.offsetWidth; // restart the animation
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
    // An informational note is polite; a problem is announced at once.
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

  function endSession() {
    state.ended = true;
    setControls();
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

  /** A new session from the launch data, when the provider has forgotten ours (it restarted). */
  async function reopen() {
    const response = await post('/api/session', config.launch);
    if (!response.ok) return false;
    state.session = response.data.session;
    setBalance(response.data.balance);
    return true;
  }

  /** One round on the server; null when it did not happen (the player has been told why). */
  async function play(payload) {
    let response = await post('/api/play', { session: state.session, ...payload });
    if (!response.ok && response.data.error === 'session_not_found' && (await reopen())) {
      response = await post('/api/play', { session: state.session, ...payload });
    }
    if (!response.ok) {
      showError(response.data);
      return null;
    }
    return response.data;
  }

  function settlementNote(result) {
    if (result.settlement === 'pending') warn(t.winPending, 'info');
    else if (result.settlement === 'refused') warn(fill(t.winRefused, { round: result.round }));
    else warn('');
  }

  // Each engine registers how its controls follow the busy and ended states.
  let setControls = () => {};

  function setBusy(busy) {
    state.busy = busy;
    const spin = $('spin');
    spin.classList.toggle('busy', busy);
    spin.setAttribute('aria-busy', String(busy));
    setControls();
  }

  // ---- Info dialog and balance refresh ------------------------------------------------------

  const dialog = $('info');
  $('info-open').addEventListener('click', () => dialog.showModal());
  $('info-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close(); // a click on the backdrop
  });

  document.addEventListener('visibilitychange', async () => {
    if (document.visibilityState !== 'visible' || state.busy || state.ended) return;
    const response = await post('/api/balance', { session: state.session });
    if (response.ok) setBalance(response.data.balance);
  });

  // ---- Slot ---------------------------------------------------------------------------------

  function slotGame() {
    const reelsEl = $('reels');
    const reels = Array.from(reelsEl.querySelectorAll('.reel'));
    const linesSvg = $('win-lines');
    const spinBtn = $('spin');
    const down = $('bet-down');
    const up = $('bet-up');
    const betEl = $('bet-value');
    const stakes = config.stakes;
    let stakeIndex = Math.max(0, stakes.indexOf(config.defaultStake));
    let shownLines = [];
    const LINE_COLOURS = [
      '#fde047',
      '#f472b6',
      '#34d399',
      '#60a5fa',
      '#fb923c',
      '#c084fc',
      '#f87171',
      '#2dd4bf',
      '#a3e635',
      '#e879f9',
    ];

    function symbolSvg(symbol) {
      const svg = document.createElementNS(NS, 'svg');
      svg.setAttribute('class', 'sym');
      svg.setAttribute('viewBox', '0 0 100 100');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('focusable', 'false');
      const use = document.createElementNS(NS, 'use');
      use.setAttribute('href', `#sym-${symbol}`);
      svg.appendChild(use);
      return svg;
    }

    function setStrip(reel, symbols) {
      const cells = symbols.map((symbol) => {
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.appendChild(symbolSvg(symbol));
        return cell;
      });
      reel.querySelector('.strip').replaceChildren(...cells);
    }

    const randomSymbol = () => config.reelSymbols[Math.floor(Math.random() * config.reelSymbols.length)];

    let lastGrid = reels.map((reel) =>
      Array.from(reel.querySelectorAll('use')).map((use) => use.getAttribute('href').slice(5)),
    );

    setControls = () => {
      const locked = state.busy || state.ended;
      betEl.textContent = money(stakes[stakeIndex]);
      down.disabled = locked || stakeIndex === 0;
      up.disabled = locked || stakeIndex === stakes.length - 1;
      spinBtn.disabled = locked;
    };
    down.addEventListener('click', () => {
      stakeIndex = Math.max(0, stakeIndex - 1);
      setControls();
    });
    up.addEventListener('click', () => {
      stakeIndex = Math.min(stakes.length - 1, stakeIndex + 1);
      setControls();
    });

    function describe(grid) {
      const rows = [0, 1, 2].map(
        (row) => `${t.rowNames[row]}: ${grid.map((reel) => t.symbols[reel[row]]).join(', ')}`,
      );
      return `${t.reels}. ${rows.join('. ')}.`;
    }

    function clearWins() {
      shownLines = [];
      reelsEl.classList.remove('has-win');
      for (const cell of reelsEl.querySelectorAll('.cell.hit')) cell.classList.remove('hit');
      linesSvg.replaceChildren();
    }

    function startSpin() {
      for (const reel of reels) {
        // Two identical halves, so the looping animation never shows a seam.
        const half = [randomSymbol(), randomSymbol(), randomSymbol()];
        setStrip(reel, [...half, ...half]);
        reel.classList.remove('landed');
        reel.classList.add('spinning');
      }
    }

    async function land(grid) {
      for (let i = 0; i < reels.length; i += 1) {
        if (!reduceMotion && i > 0) await sleep(170);
        const reel = reels[i];
        reel.classList.remove('spinning', 'landed');
        setStrip(reel, grid[i]);
        if (!reduceMotion) {
          void reel.offsetWidth;
          reel.classList.add('landed');
        }
      }
      if (!reduceMotion) await sleep(360);
    }

    function drawLines() {
      linesSvg.replaceChildren();
      const box = linesSvg.getBoundingClientRect();
      linesSvg.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
      for (const win of shownLines) {
        const rows = config.paylines[win.line];
        const points = rows
          .map((row, reel) => {
            const rect = reels[reel].querySelectorAll('.cell')[row].getBoundingClientRect();
            return `${rect.left - box.left + rect.width / 2},${rect.top - box.top + rect.height / 2}`;
          })
          .join(' ');
        const line = document.createElementNS(NS, 'polyline');
        line.setAttribute('points', points);
        line.setAttribute('stroke', LINE_COLOURS[win.line % LINE_COLOURS.length]);
        linesSvg.appendChild(line);
      }
    }

    function showWins(outcome) {
      const hits = new Set();
      for (const win of outcome.lines) {
        const rows = config.paylines[win.line];
        for (let reel = 0; reel < win.count; reel += 1) hits.add(`${reel}:${rows[reel]}`);
      }
      if (outcome.scatter.amount > 0) {
        outcome.grid.forEach((symbols, reel) => {
          symbols.forEach((symbol, row) => {
            if (symbol === 'S') hits.add(`${reel}:${row}`);
          });
        });
      }
      if (hits.size === 0) return;
      reelsEl.classList.add('has-win');
      reels.forEach((reel, r) => {
        reel.querySelectorAll('.cell').forEach((cell, row) => {
          cell.classList.toggle('hit', hits.has(`${r}:${row}`));
        });
      });
      shownLines = outcome.lines;
      drawLines();
    }

    function resultText(result) {
      if (result.win <= 0) return t.noWin;
      const outcome = result.outcome;
      const parts = outcome.lines.map((win) =>
        fill(t.lineWin, {
          line: win.line + 1,
          count: win.count,
          symbol: t.symbols[win.symbol],
          amount: money(win.amount),
        }),
      );
      if (outcome.scatter.amount > 0) {
        parts.push(
          fill(t.scatterWin, { count: outcome.scatter.count, amount: money(outcome.scatter.amount) }),
        );
      }
      const shown = parts.slice(0, 3);
      if (parts.length > 3) shown.push(fill(t.moreWins, { count: parts.length - 3 }));
      return `${fill(t.youWon, { amount: money(result.win) })} ${shown.join('; ')}.`;
    }

    async function spin() {
      if (state.busy || state.ended) return;
      const stake = stakes[stakeIndex];
      setBusy(true);
      warn('');
      clearWins();
      setWin(0);
      say(t.spinning);
      if (!reduceMotion) startSpin();
      const [result] = await Promise.all([play({ stake }), sleep(reduceMotion ? 0 : 650)]);
      if (!result) {
        await land(lastGrid);
        say('');
        setBusy(false);
        return;
      }
      lastGrid = result.outcome.grid;
      await land(lastGrid);
      reelsEl.setAttribute('aria-label', describe(lastGrid));
      showWins(result.outcome);
      setWin(result.win);
      setBalance(result.balance);
      say(resultText(result), result.win > 0);
      settlementNote(result);
      setBusy(false);
    }

    spinBtn.addEventListener('click', spin);
    // Space spins when nothing else has the focus, as in most slots.
    document.addEventListener('keydown', (event) => {
      if (event.key === ' ' && event.target === document.body && !dialog.open) {
        event.preventDefault();
        spin();
      }
    });
    let resizeTimer = null;
    window.addEventListener('resize', () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        if (shownLines.length > 0) drawLines();
      }, 120);
    });
    setControls();
  }

  // ---- Wheel --------------------------------------------------------------------------------

  function wheelGame() {
    const rotor = $('rotor');
    const segments = config.segments;
    const step = 360 / segments.length;
    const spots = Array.from(document.querySelectorAll('.spot'));
    const chips = Array.from(document.querySelectorAll('input[name="chip"]'));
    const totalEl = $('total-stake');
    const luckyEl = $('lucky');
    const historyEl = $('history');
    const spinBtn = $('spin');
    const clearBtn = $('clear');
    const undoBtn = $('undo');
    const stakes = {};
    const placed = []; // chips in the order placed, for Undo
    let rotation = 0;
    let spinning = null;

    const total = () => Object.values(stakes).reduce((sum, units) => sum + units, 0);
    const chipValue = () => Number((chips.find((input) => input.checked) || chips[0]).value);
    const chipText = (units) => {
      const whole = units / UNITS;
      return whole >= 1000 ? `${whole / 1000}K` : String(whole);
    };

    setControls = () => {
      const locked = state.busy || state.ended;
      for (const spot of spots) {
        const number = spot.dataset.number;
        const units = stakes[number] || 0;
        spot.querySelector('.spot-stake').textContent = units ? chipText(units) : '';
        spot.setAttribute(
          'aria-label',
          `${fill(t.betOn, { number })}, ${units ? fill(t.stakeOn, { amount: money(units), number }) : t.noStake}`,
        );
        spot.disabled = locked;
      }
      for (const input of chips) input.disabled = locked;
      totalEl.textContent = money(total());
      clearBtn.disabled = locked || total() === 0;
      undoBtn.disabled = locked || placed.length === 0;
      spinBtn.disabled = locked;
    };

    function clearResult() {
      for (const spot of spots) {
        spot.classList.remove('won');
        spot.querySelector('.spot-lucky').hidden = true;
      }
      for (const seg of rotor.querySelectorAll('.seg.hit')) seg.classList.remove('hit');
      luckyEl.hidden = true;
    }

    for (const spot of spots) {
      spot.addEventListener('click', () => {
        if (state.busy || state.ended) return;
        clearResult();
        const number = spot.dataset.number;
        const before = stakes[number] || 0;
        const after = Math.min(config.maxSpot, before + chipValue());
        if (after === before) {
          warn(fill(t.maxSpot, { amount: money(config.maxSpot) }));
          return;
        }
        warn(after < before + chipValue() ? fill(t.maxSpot, { amount: money(config.maxSpot) }) : '');
        stakes[number] = after;
        placed.push({ number, units: after - before });
        setControls();
      });
    }
    clearBtn.addEventListener('click', () => {
      for (const key of Object.keys(stakes)) delete stakes[key];
      placed.length = 0;
      clearResult();
      warn('');
      setControls();
    });
    undoBtn.addEventListener('click', () => {
      const last = placed.pop();
      if (!last) return;
      stakes[last.number] -= last.units;
      if (stakes[last.number] <= 0) delete stakes[last.number];
      setControls();
    });

    function turn(degrees) {
      rotation = degrees;
      rotor.setAttribute('transform', `rotate(${(rotation % 360).toFixed(3)})`);
    }

    /** Spins at a steady speed until stopped, so the wheel moves while the server decides. */
    function startIdleSpin() {
      const speed = 0.72; // degrees per millisecond
      let last = performance.now();
      const run = { stopped: false, speed };
      const frame = (now) => {
        if (run.stopped) return;
        turn(rotation + (now - last) * speed);
        last = now;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      return run;
    }

    /** Decelerates from the idle speed onto a segment under the pointer (cubic ease-out). */
    function stopOn(segment) {
      if (spinning) spinning.stopped = true;
      const mid = (segment + 0.3 + Math.random() * 0.4) * step;
      const start = rotation;
      // The segment is under the pointer when the rotation is -mid (mod 360): at least two more turns.
      let target = start - (start % 360) + 360 - mid;
      while (target - start < 720) target += 360;
      if (reduceMotion) {
        turn(target);
        return Promise.resolve();
      }
      const duration = (3 * (target - start)) / (spinning ? spinning.speed : 0.72);
      const began = performance.now();
      return new Promise((resolve) => {
        const frame = (now) => {
          const p = Math.min(1, (now - began) / duration);
          turn(start + (target - start) * (1 - (1 - p) ** 3));
          if (p < 1) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
    }

    function addHistory(outcome) {
      const item = document.createElement('li');
      item.className = `n${outcome.number}`;
      const lit = outcome.lucky && outcome.lucky.number === outcome.number;
      item.textContent = lit ? `${outcome.number}×${outcome.lucky.multiplier}` : String(outcome.number);
      historyEl.prepend(item);
      while (historyEl.children.length > 12) historyEl.lastElementChild.remove();
    }

    async function spin() {
      if (state.busy || state.ended) return;
      if (total() === 0) {
        warn(t.placeBetFirst);
        return;
      }
      const bet = { ...stakes };
      setBusy(true);
      warn('');
      clearResult();
      setWin(0);
      say(t.spinning);
      spinning = reduceMotion ? null : startIdleSpin();
      const result = await play({ stakes: bet });
      if (!result) {
        if (spinning) spinning.stopped = true;
        spinning = null;
        say('');
        setBusy(false);
        return;
      }
      const outcome = result.outcome;
      const stopped = stopOn(outcome.segment);
      spinning = null;
      // The Lucky Multiplier lights up while the wheel slows down.
      await sleep(reduceMotion ? 0 : 700);
      if (outcome.lucky) {
        luckyEl.textContent = fill(t.luckyAnnounce, {
          multiplier: outcome.lucky.multiplier,
          number: outcome.lucky.number,
        });
        luckyEl.hidden = false;
        const badge = spots.find((spot) => spot.dataset.number === String(outcome.lucky.number));
        const tag = badge.querySelector('.spot-lucky');
        tag.textContent = `×${outcome.lucky.multiplier}`;
        tag.hidden = false;
        say(luckyEl.textContent);
      } else {
        say(t.noLucky);
      }
      await stopped;
      const seg = rotor.querySelector(`.seg[data-index="${outcome.segment}"]`);
      if (seg) seg.classList.add('hit');
      const winner = spots.find((spot) => spot.dataset.number === String(outcome.number));
      if (outcome.wins[outcome.number]) winner.classList.add('won');
      addHistory(outcome);
      setWin(result.win);
      setBalance(result.balance);
      const stoppedText = fill(t.wheelStopped, { number: outcome.number });
      say(
        `${stoppedText} ${result.win > 0 ? fill(t.youWon, { amount: money(result.win) }) : t.noWin}`,
        result.win > 0,
      );
      settlementNote(result);
      setBusy(false);
    }

    spinBtn.addEventListener('click', spin);
    setControls();
  }

  if (config.engine === 'slot') slotGame();
  else wheelGame();
})();
