// The cockfight ring: the page follows the shared fight's clock from the server, takes the
// player's bet while betting is open, and shows the result and the settlement of each bet.
(() => {
  const kit = tableKit();
  const { config, t, tt, $, fill, money, state } = kit;
  const ring = $('ring');
  const placeBtn = $('place');
  let side = null;
  let stake = 0;
  let offset = 0;
  let fight = null;
  let lastBets = new Map();
  let announcedResult = null;

  const sideName = (key) => tt[key];
  // Fights are numbered from the epoch on the server; players see the number of the day (UTC).
  const DAY = 86400000;
  let cycle = 0;
  const fightLabel = (number) => (cycle ? Math.floor(((number * cycle) % DAY) / cycle) + 1 : number);
  const odds = (hundredths) => (hundredths / 100).toFixed(2);
  const clock = (ms) => {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };

  function setControls() {
    const open = fight && fight.phase === 'betting' && Date.now() + offset < fight.closesAt;
    const locked = state.busy || state.ended || !open;
    for (const button of document.querySelectorAll('.side')) button.disabled = locked;
    for (const chip of document.querySelectorAll('.chip[data-chip]')) chip.disabled = locked;
    $('clear').disabled = locked || stake === 0;
    placeBtn.disabled = locked || !side || stake === 0;
  }
  kit.onEnded(setControls);

  function setStake(units) {
    stake = Math.max(0, Math.min(config.maxBet, units));
    $('cf-stake').textContent = money(stake);
    setControls();
  }

  const PHASE_TEXT = {
    betting: tt.bettingOpen,
    closed: tt.bettingClosed,
    fight: tt.fighting,
    result: tt.resultShown,
  };

  function tick() {
    if (!fight) return;
    const now = Date.now() + offset;
    let target = fight.closesAt;
    let from = fight.opensAt;
    let text = fill(tt.closesIn, { time: clock(fight.closesAt - now) });
    if (fight.phase === 'closed' || fight.phase === 'fight') {
      from = fight.closesAt;
      target = fight.resultAt;
      text = '';
    } else if (fight.phase === 'result') {
      from = fight.resultAt;
      target = fight.endsAt;
      text = fill(tt.nextIn, { time: clock(fight.endsAt - now) });
    }
    $('countdown').textContent = text;
    const share = Math.max(0, Math.min(1, (now - from) / Math.max(1, target - from)));
    $('clock-fill').style.transform = `scaleX(${fight.phase === 'betting' ? 1 - share : share})`;
    // Crossing a phase boundary: ask the server at once rather than at the next poll.
    if (now >= target && !polling) void poll();
    setControls();
  }

  function renderFight(data) {
    const previous = fight;
    fight = data.fight;
    cycle = fight.endsAt - fight.opensAt;
    ring.dataset.phase = fight.phase;
    $('fight-no').textContent = fill(tt.fight, { number: fightLabel(fight.number) });
    $('phase').textContent = PHASE_TEXT[fight.phase];
    $('odds-meron').textContent = odds(fight.odds.meron);
    $('odds-wala').textContent = odds(fight.odds.wala);
    $('odds-meron-big').textContent = odds(fight.odds.meron);
    $('odds-wala-big').textContent = odds(fight.odds.wala);
    const result = $('fight-result');
    if (fight.phase === 'result' && fight.result) {
      const text =
        fight.result === 'draw' ? tt.drawFight : fill(tt.winsFight, { side: sideName(fight.result) });
      if (announcedResult !== fight.number) {
        result.textContent = text;
        announcedResult = fight.number;
      }
      ring.dataset.result = fight.result;
    } else {
      if (!previous || previous.number !== fight.number || previous.phase !== fight.phase)
        result.textContent = '';
      delete ring.dataset.result;
    }
  }

  function renderHistory(history) {
    const list = $('history');
    if (!history.length) return;
    list.replaceChildren(
      ...history.slice(0, 24).map((entry) => {
        const li = document.createElement('li');
        li.className = `bead bead-${entry.result}`;
        li.textContent = sideName(entry.result).slice(0, 1);
        li.title = `#${entry.number}`;
        li.setAttribute(
          'aria-label',
          `${fill(tt.fight, { number: entry.number })}: ${sideName(entry.result)}`,
        );
        return li;
      }),
    );
  }

  function statusText(bet) {
    if (bet.status === 'open') return tt.statusOpen;
    if (bet.settlement === 'sending' || bet.settlement === 'pending') return tt.statusPending;
    if (bet.status === 'won') return fill(tt.statusWon, { amount: money(bet.paid) });
    if (bet.status === 'refunded') return fill(tt.statusRefunded, { amount: money(bet.paid) });
    return tt.statusLost;
  }

  function renderBets(bets) {
    const list = $('my-bets');
    if (!bets.length) return;
    let settledNow = 0;
    let paidNow = 0;
    list.replaceChildren(
      ...bets.map((bet) => {
        const before = lastBets.get(bet.id);
        if (before && before.status === 'open' && bet.status !== 'open') {
          settledNow += 1;
          paidNow += bet.paid || 0;
        }
        const li = document.createElement('li');
        li.className = `bet-row bet-${bet.status}`;
        const what = document.createElement('span');
        what.className = 'bet-what';
        what.textContent = `#${fightLabel(bet.fight)} · ${sideName(bet.side)} ${bet.odds ? `@${odds(bet.odds)}` : '8:1'}`;
        const amount = document.createElement('span');
        amount.className = 'bet-amount';
        amount.textContent = money(bet.stake);
        const status = document.createElement('span');
        status.className = 'bet-status';
        status.textContent = statusText(bet);
        li.append(what, amount, status);
        return li;
      }),
    );
    lastBets = new Map(bets.map((bet) => [bet.id, bet]));
    if (settledNow > 0) {
      kit.setWin(paidNow);
      kit.say(paidNow > 0 ? fill(t.youWon, { amount: money(paidNow) }) : t.noWin, paidNow > 0);
      void kit.refreshBalance();
    }
  }

  let polling = false;
  async function poll() {
    if (polling || state.ended) return;
    polling = true;
    const data = await kit.call('/api/cockfight/state', {}, true);
    polling = false;
    if (!data) return;
    offset = data.now - Date.now();
    renderFight(data);
    renderHistory(data.history);
    renderBets(data.bets);
    tick();
  }

  for (const button of document.querySelectorAll('.side')) {
    button.addEventListener('click', () => {
      side = button.dataset.side;
      for (const other of document.querySelectorAll('.side')) {
        other.setAttribute('aria-pressed', String(other === button));
      }
      kit.warn('');
      setControls();
    });
  }
  for (const chip of document.querySelectorAll('.chip[data-chip]')) {
    chip.addEventListener('click', () => setStake(stake + Number(chip.dataset.chip)));
  }
  $('clear').addEventListener('click', () => setStake(0));

  placeBtn.addEventListener('click', async () => {
    if (!side) {
      kit.warn(tt.chooseSide, 'info');
      return;
    }
    if (state.busy || state.ended || stake === 0) return;
    state.busy = true;
    placeBtn.setAttribute('aria-busy', 'true');
    setControls();
    kit.warn('');
    const result = await kit.call('/api/cockfight/bet', { side, stake });
    if (result) {
      kit.setBalance(result.balance);
      kit.say(fill(tt.betPlaced, { amount: money(result.stake), side: sideName(result.side) }));
      setStake(0);
    }
    state.busy = false;
    placeBtn.setAttribute('aria-busy', 'false');
    await poll();
  });

  setStake(0);
  void poll();
  setInterval(() => void poll(), 2000);
  setInterval(tick, 250);
})();
