// Baccarat and dragon tiger: chips on spots, Deal asks the server for a hand, the cards it dealt
// are turned over one by one in the order they were drawn.
(() => {
  const kit = tableKit();
  const { config, t, tt, $, fill, money, sleep, state } = kit;
  const dragonTiger = config.engine === 'dragon-tiger';
  const [left, right] = config.sides;
  const dealBtn = $('spin');
  const SUITS = ['♠', '♥', '♦', '♣'];
  const road = [];

  const board = kit.stakeBoard({
    spots: config.spots,
    maxSpot: config.maxSpot,
    onChange(total) {
      $('total-stake').textContent = money(total);
      setControls();
    },
  });

  function setControls() {
    const locked = state.busy || state.ended;
    dealBtn.disabled = locked || board.total() === 0;
    $('clear').disabled = locked;
    $('undo').disabled = locked;
    for (const button of document.querySelectorAll('.bspot')) button.disabled = locked;
    for (const input of document.querySelectorAll('input[name="chip"]')) input.disabled = locked;
  }
  kit.onEnded(setControls);

  const rankName = (rank) => tt.ranks[String(rank)] || String(rank);
  const cardLabel = (card) => `${rankName(card.rank)} ${tt.suits[card.suit]}`;

  function cardEl(card) {
    const el = document.createElement('div');
    el.className = `card${card.suit === 1 || card.suit === 2 ? ' red' : ''}`;
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', cardLabel(card));
    const rank = document.createElement('span');
    rank.className = 'card-rank';
    rank.textContent = rankName(card.rank);
    const suit = document.createElement('span');
    suit.className = 'card-suit';
    suit.textContent = SUITS[card.suit];
    suit.setAttribute('aria-hidden', 'true');
    el.append(rank, suit);
    return el;
  }

  function cardValue(card) {
    return card.rank >= 10 ? 0 : card.rank;
  }
  const total = (cards) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

  function clearTable() {
    $('left-cards').replaceChildren();
    $('right-cards').replaceChildren();
    $('left-total').textContent = '–';
    $('right-total').textContent = '–';
    $('outcome').textContent = '';
    $('outcome').className = 'outcome';
    for (const spot of document.querySelectorAll('.bspot')) spot.classList.remove('won', 'push');
    document.querySelector('.hand-left').classList.remove('winner');
    document.querySelector('.hand-right').classList.remove('winner');
  }

  /** The cards in the order they came out of the shoe, so the table tells the hand's story. */
  function dealOrder(hand) {
    if (dragonTiger)
      return [
        ['left', hand.dragon],
        ['right', hand.tiger],
      ];
    const order = [
      ['left', hand.player[0]],
      ['right', hand.banker[0]],
      ['left', hand.player[1]],
      ['right', hand.banker[1]],
    ];
    if (hand.player[2]) order.push(['left', hand.player[2]]);
    if (hand.banker[2]) order.push(['right', hand.banker[2]]);
    return order;
  }

  function showTotals(shown) {
    if (dragonTiger) {
      if (shown.left[0]) $('left-total').textContent = rankName(shown.left[0].rank);
      if (shown.right[0]) $('right-total').textContent = rankName(shown.right[0].rank);
      return;
    }
    if (shown.left.length) $('left-total').textContent = String(total(shown.left));
    if (shown.right.length) $('right-total').textContent = String(total(shown.right));
  }

  function addToRoad(winner) {
    road.push(winner);
    if (road.length > 48) road.shift();
    const list = $('road');
    list.replaceChildren(
      ...road.map((w) => {
        const li = document.createElement('li');
        li.className = `bead bead-${w}`;
        const name = w === 'tie' ? tt.tie : tt[w];
        li.textContent = name.slice(0, 1);
        li.setAttribute('aria-label', name);
        return li;
      }),
    );
  }

  async function deal() {
    if (state.busy || state.ended || board.total() === 0) return;
    state.busy = true;
    dealBtn.classList.add('busy');
    dealBtn.setAttribute('aria-busy', 'true');
    setControls();
    kit.warn('');
    kit.say(tt.dealing);
    clearTable();
    const path = dragonTiger ? '/api/dragon-tiger/play' : '/api/baccarat/play';
    const result = await kit.call(path, { stakes: { ...board.stakes } });
    if (result) {
      kit.setBalance(result.balance - (result.settlement === 'paid' ? result.win : 0));
      const hand = result.outcome.hand;
      const shown = { left: [], right: [] };
      for (const [side, card] of dealOrder(hand)) {
        await sleep(380);
        shown[side].push(card);
        const el = cardEl(card);
        $(`${side}-cards`).append(el);
        showTotals(shown);
      }
      await sleep(300);
      const winner = hand.winner;
      const outcome = $('outcome');
      const leftScore = dragonTiger ? rankName(hand.dragon.rank) : hand.playerTotal;
      const rightScore = dragonTiger ? rankName(hand.tiger.rank) : hand.bankerTotal;
      if (winner === 'tie') {
        outcome.textContent = fill(tt.tieResult, { a: leftScore, b: rightScore });
      } else {
        const a = winner === left ? leftScore : rightScore;
        const b = winner === left ? rightScore : leftScore;
        outcome.textContent = `${fill(tt.sideWins, { side: tt[winner], a, b })}${hand.natural ? ` · ${tt.natural}` : ''}`;
        document.querySelector(winner === left ? '.hand-left' : '.hand-right').classList.add('winner');
      }
      outcome.className = `outcome outcome-${winner === left ? 'left' : winner === right ? 'right' : 'tie'}`;
      for (const [spot, paid] of Object.entries(result.outcome.returns)) {
        const button = $(`stake-${spot}`).closest('button');
        button.classList.add(paid === board.stakes[spot] ? 'push' : 'won');
      }
      addToRoad(winner);
      kit.setBalance(result.balance);
      kit.setWin(result.win);
      kit.say(result.win > 0 ? fill(t.youWon, { amount: money(result.win) }) : t.noWin, result.win > 0);
      kit.settlementNote(result);
    } else {
      kit.say('');
    }
    state.busy = false;
    dealBtn.classList.remove('busy');
    dealBtn.setAttribute('aria-busy', 'false');
    setControls();
  }

  dealBtn.addEventListener('click', () => void deal());
  $('clear').addEventListener('click', () => board.clear());
  $('undo').addEventListener('click', () => board.undo());
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target === document.body) void deal();
  });
  board.paint();
})();
