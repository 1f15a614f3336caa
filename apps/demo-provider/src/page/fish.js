// The fish shooter: the sea is only drawn here. A tap (or Fire) sends one shot to the server,
// which takes the shot's cost as the bet and decides whether the fish is caught.
(() => {
  const kit = tableKit();
  const { config, tt, $, fill, money, state, reduceMotion } = kit;
  const canvas = $('sea');
  // Without a 2D context (an old or headless browser) the sea is not drawn; Fire still plays.
  const ctx = canvas.getContext('2d');
  const fireBtn = $('spin');
  const shots = config.shots;
  let shotIndex = Math.max(0, shots.indexOf(config.defaultShot));

  // Looks per kind: body colours, size (relative), how often one swims in.
  const LOOK = {
    clownfish: { a: '#fb923c', b: '#fff7ed', size: 0.8, weight: 26 },
    angelfish: { a: '#facc15', b: '#38bdf8', size: 0.85, weight: 22 },
    pufferfish: { a: '#fde68a', b: '#a16207', size: 0.95, weight: 16 },
    turtle: { a: '#4ade80', b: '#166534', size: 1.1, weight: 12 },
    lionfish: { a: '#f87171', b: '#fef2f2', size: 1.05, weight: 10 },
    octopus: { a: '#c084fc', b: '#581c87', size: 1.25, weight: 7 },
    shark: { a: '#94a3b8', b: '#e2e8f0', size: 1.7, weight: 4 },
    whale: { a: '#3b82f6', b: '#bfdbfe', size: 2.2, weight: 2 },
    dragon: { a: '#fbbf24', b: '#b91c1c', size: 2, weight: 1 },
  };
  const kinds = config.kinds;
  const totalWeight = kinds.reduce((sum, k) => sum + LOOK[k].weight, 0);

  let width = 0;
  let height = 0;
  let unit = 1;
  const fish = [];
  const effects = [];
  let cannonAngle = -Math.PI / 2;

  function resize() {
    const ratio = window.devicePixelRatio || 1;
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    if (ctx) ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    unit = Math.max(17, Math.min(width, height * 1.4) / 21);
  }

  function pickKind() {
    let ticket = Math.random() * totalWeight;
    for (const kind of kinds) {
      ticket -= LOOK[kind].weight;
      if (ticket < 0) return kind;
    }
    return kinds[0];
  }

  function spawn(kind) {
    const fromLeft = Math.random() < 0.5;
    const chosen = kind || pickKind();
    const look = LOOK[chosen];
    const r = unit * look.size;
    fish.push({
      kind: chosen,
      x: fromLeft ? -r * 2 : width + r * 2,
      y: r + Math.random() * Math.max(1, height * 0.68 - r * 2),
      dir: fromLeft ? 1 : -1,
      speed: (18 + Math.random() * 26) / look.size,
      phase: Math.random() * Math.PI * 2,
      r,
      caught: 0,
      fleeing: false,
    });
    return fish[fish.length - 1];
  }

  function drawFish(f, time) {
    const look = LOOK[f.kind];
    const wobble = Math.sin(time / 300 + f.phase);
    ctx.save();
    ctx.translate(f.x, f.y + wobble * 4);
    if (f.caught) {
      ctx.rotate(f.caught * 6);
      ctx.globalAlpha = Math.max(0, 1 - f.caught);
    }
    ctx.scale(f.dir, 1);
    const r = f.r;
    if (f.kind === 'octopus') {
      ctx.fillStyle = look.a;
      ctx.beginPath();
      ctx.ellipse(0, -r * 0.2, r * 0.8, r * 0.75, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = look.a;
      ctx.lineWidth = r * 0.18;
      ctx.lineCap = 'round';
      for (let i = 0; i < 5; i += 1) {
        ctx.beginPath();
        const x = -r * 0.6 + i * r * 0.3;
        ctx.moveTo(x, r * 0.3);
        ctx.quadraticCurveTo(x + wobble * r * 0.3, r * 0.8, x - wobble * r * 0.2, r * 1.1);
        ctx.stroke();
      }
    } else if (f.kind === 'turtle') {
      ctx.fillStyle = '#86efac';
      ctx.beginPath();
      ctx.ellipse(r * 0.95, 0, r * 0.3, r * 0.24, 0, 0, Math.PI * 2);
      ctx.fill();
      for (const [x, y] of [
        [0.45, 0.55],
        [-0.45, 0.55],
        [0.45, -0.55],
        [-0.45, -0.55],
      ]) {
        ctx.beginPath();
        ctx.ellipse(x * r, y * r + wobble * 2, r * 0.28, r * 0.14, x * y, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = look.b;
      ctx.beginPath();
      ctx.ellipse(0, 0, r * 0.8, r * 0.62, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = look.a;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.ellipse(0, 0, r * 0.45, r * 0.34, 0, 0, Math.PI * 2);
      ctx.stroke();
    } else {
      // A fish: tail, body with a gradient, a fin, stripes for the clownfish, an eye.
      const long = f.kind === 'shark' || f.kind === 'dragon' ? 1.5 : f.kind === 'whale' ? 1.3 : 1;
      ctx.fillStyle = look.b;
      ctx.beginPath();
      ctx.moveTo(-r * 0.8 * long, 0);
      ctx.lineTo(-r * 1.35 * long, -r * 0.55 - wobble * r * 0.1);
      ctx.lineTo(-r * 1.35 * long, r * 0.55 + wobble * r * 0.1);
      ctx.closePath();
      ctx.fill();
      const gradient = ctx.createLinearGradient(0, -r, 0, r);
      gradient.addColorStop(0, look.a);
      gradient.addColorStop(1, look.b);
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.ellipse(0, 0, r * long, r * (f.kind === 'pufferfish' ? 0.85 : 0.58), 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = look.a;
      ctx.beginPath();
      ctx.moveTo(-r * 0.2, -r * 0.5);
      ctx.lineTo(r * 0.25, -r * (f.kind === 'shark' ? 1.15 : 0.85));
      ctx.lineTo(r * 0.35, -r * 0.45);
      ctx.closePath();
      ctx.fill();
      if (f.kind === 'clownfish') {
        ctx.fillStyle = '#fff';
        ctx.fillRect(-r * 0.1, -r * 0.5, r * 0.18, r);
        ctx.fillRect(r * 0.45, -r * 0.4, r * 0.14, r * 0.8);
      }
      if (f.kind === 'dragon') {
        ctx.fillStyle = look.b;
        for (let i = -2; i <= 2; i += 1) {
          ctx.beginPath();
          ctx.moveTo(i * r * 0.4, -r * 0.5);
          ctx.lineTo(i * r * 0.4 + r * 0.15, -r * 0.95);
          ctx.lineTo(i * r * 0.4 + r * 0.3, -r * 0.5);
          ctx.fill();
        }
      }
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(r * 0.6 * long, -r * 0.12, r * 0.16, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#0f172a';
      ctx.beginPath();
      ctx.arc(r * 0.64 * long, -r * 0.12, r * 0.08, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    // The value, always upright.
    if (!f.caught) {
      ctx.font = `800 ${Math.max(11, unit * 0.6)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = 'rgba(2, 6, 23, 0.65)';
      const label = `×${config.values[f.kind]}`;
      const w = ctx.measureText(label).width + 10;
      ctx.fillRect(f.x - w / 2, f.y + f.r * 0.75, w, Math.max(15, unit * 0.8));
      ctx.fillStyle = '#fde68a';
      ctx.fillText(label, f.x, f.y + f.r * 0.75 + Math.max(12, unit * 0.62));
    }
  }

  function drawCannon() {
    const x = width / 2;
    const y = height - 6;
    ctx.save();
    ctx.translate(x, y);
    ctx.fillStyle = '#0f172a';
    ctx.beginPath();
    ctx.arc(0, 0, unit * 1.5, Math.PI, 0);
    ctx.fill();
    ctx.rotate(cannonAngle + Math.PI / 2);
    const barrel = ctx.createLinearGradient(-unit * 0.45, 0, unit * 0.45, 0);
    barrel.addColorStop(0, '#b45309');
    barrel.addColorStop(0.5, '#fde68a');
    barrel.addColorStop(1, '#b45309');
    ctx.fillStyle = barrel;
    ctx.fillRect(-unit * 0.45, -unit * 2.3, unit * 0.9, unit * 2.3);
    ctx.restore();
    ctx.fillStyle = '#f7c948';
    ctx.beginPath();
    ctx.arc(x, y, unit * 0.8, Math.PI, 0);
    ctx.fill();
  }

  function drawEffects(time) {
    for (let i = effects.length - 1; i >= 0; i -= 1) {
      const e = effects[i];
      const age = (time - e.start) / e.duration;
      if (age >= 1) {
        effects.splice(i, 1);
        continue;
      }
      if (e.type === 'bullet') {
        const x = e.x0 + (e.x1 - e.x0) * age;
        const y = e.y0 + (e.y1 - e.y0) * age;
        ctx.fillStyle = '#fde047';
        ctx.beginPath();
        ctx.arc(x, y, unit * 0.32, 0, Math.PI * 2);
        ctx.fill();
      } else if (e.type === 'net') {
        ctx.strokeStyle = `rgba(186, 230, 253, ${1 - age})`;
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(e.x, e.y, unit * (0.8 + age * 2), 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.type === 'coin') {
        ctx.font = `900 ${unit * 1.1}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.fillStyle = `rgba(253, 224, 71, ${1 - age * 0.6})`;
        ctx.strokeStyle = 'rgba(0,0,0,0.6)';
        ctx.lineWidth = 4;
        ctx.strokeText(e.text, e.x, e.y - age * unit * 3);
        ctx.fillText(e.text, e.x, e.y - age * unit * 3);
      }
    }
  }

  let last = performance.now();
  function frame(time) {
    const dt = Math.min(0.05, (time - last) / 1000);
    last = time;
    if (canvas.clientWidth !== width || canvas.clientHeight !== height) resize();
    const sea = ctx.createLinearGradient(0, 0, 0, height);
    sea.addColorStop(0, '#0c4a6e');
    sea.addColorStop(1, '#082f49');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, width, height);
    // Light rays and sand.
    ctx.fillStyle = 'rgba(186, 230, 253, 0.06)';
    for (let i = 0; i < 4; i += 1) {
      const x = ((time / 60 + i * width * 0.3) % (width * 1.4)) - width * 0.2;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x + unit * 3, 0);
      ctx.lineTo(x - unit * 4, height);
      ctx.lineTo(x - unit * 7, height);
      ctx.fill();
    }
    ctx.fillStyle = '#a16207';
    ctx.globalAlpha = 0.35;
    ctx.fillRect(0, height - unit * 0.8, width, unit * 0.8);
    ctx.globalAlpha = 1;

    const wanted = Math.max(6, Math.round(width / 70));
    if (fish.length < wanted && Math.random() < (reduceMotion ? 1 : 0.05)) spawn();
    for (let i = fish.length - 1; i >= 0; i -= 1) {
      const f = fish[i];
      if (f.caught) {
        f.caught += dt * 1.4;
        if (f.caught >= 1) fish.splice(i, 1);
      } else {
        const speed = reduceMotion ? f.speed * 0.3 : f.speed;
        f.x += f.dir * speed * (f.fleeing ? 4 : 1) * dt;
        if (f.x < -f.r * 3 || f.x > width + f.r * 3) fish.splice(i, 1);
      }
    }
    for (const f of fish) drawFish(f, time);
    drawEffects(time);
    drawCannon();
    requestAnimationFrame(frame);
  }

  function setShot() {
    $('bet-value').textContent = money(shots[shotIndex]);
    setControls();
  }

  function setControls() {
    const locked = state.busy || state.ended;
    fireBtn.disabled = locked;
    $('bet-down').disabled = locked || shotIndex === 0;
    $('bet-up').disabled = locked || shotIndex === shots.length - 1;
  }
  kit.onEnded(setControls);

  function addShot(result) {
    const list = $('shots');
    const li = document.createElement('li');
    const name = tt.fish[result.outcome.fish];
    li.className = result.outcome.caught ? 'shot hit' : 'shot';
    li.textContent = result.outcome.caught ? `${name} +${money(result.win)}` : `${name} ✕`;
    list.prepend(li);
    while (list.children.length > 8) list.lastElementChild.remove();
  }

  async function fire(target) {
    if (state.busy || state.ended) return;
    const stake = shots[shotIndex];
    state.busy = true;
    setControls();
    kit.warn('');
    const x0 = width / 2;
    const y0 = height - 6;
    cannonAngle = Math.atan2(target.y - y0, target.x - x0);
    const now = performance.now();
    effects.push({ type: 'bullet', x0, y0, x1: target.x, y1: target.y, start: now, duration: 260 });
    kit.setBalance(state.balance - stake);
    const result = await kit.call('/api/fish/shoot', { fish: target.kind, stake });
    if (result) {
      effects.push({ type: 'net', x: target.x, y: target.y, start: performance.now(), duration: 500 });
      if (result.outcome.caught) {
        target.caught = 0.01;
        effects.push({
          type: 'coin',
          text: `+${money(result.win)}`,
          x: target.x,
          y: target.y,
          start: performance.now(),
          duration: 1200,
        });
        kit.say(fill(tt.caught, { fish: tt.fish[target.kind], amount: money(result.win) }), true);
      } else {
        target.fleeing = true;
        kit.say(fill(tt.escaped, { fish: tt.fish[target.kind] }));
      }
      kit.setBalance(result.balance);
      kit.setWin(result.win);
      addShot(result);
      kit.settlementNote(result);
    } else {
      await kit.refreshBalance();
    }
    state.busy = false;
    setControls();
  }

  canvas.addEventListener('pointerdown', (event) => {
    const box = canvas.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    let best = null;
    for (const f of fish) {
      if (f.caught) continue;
      const d = Math.hypot(f.x - x, f.y - y);
      if (d < f.r * 1.4 && (!best || d < best.d)) best = { f, d };
    }
    if (best) void fire(best.f);
  });

  fireBtn.addEventListener('click', () => {
    const kind = document.querySelector('input[name="target"]:checked').value;
    // The nearest fish of that kind in the sea, or one that swims in now.
    const candidates = fish.filter((f) => f.kind === kind && !f.caught && f.x > 0 && f.x < width);
    const target = candidates[0] || spawn(kind);
    if (target.x < width * 0.15 || target.x > width * 0.85) {
      target.x = target.dir > 0 ? width * 0.15 : width * 0.85;
    }
    void fire(target);
  });
  $('bet-down').addEventListener('click', () => {
    shotIndex = Math.max(0, shotIndex - 1);
    setShot();
  });
  $('bet-up').addEventListener('click', () => {
    shotIndex = Math.min(shots.length - 1, shotIndex + 1);
    setShot();
  });

  resize();
  for (let i = 0; i < 7; i += 1) {
    const f = spawn();
    f.x = f.r + Math.random() * Math.max(1, width - f.r * 2);
  }
  setShot();
  if (ctx) requestAnimationFrame(frame);
})();
