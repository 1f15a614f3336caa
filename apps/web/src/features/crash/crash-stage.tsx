import { crashMultiplierAt } from '@portal/fairness';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CrashModel, formatMultiplier } from './crash-model';

/** The multiplier the curve shows now: the crash point once crashed, 1.00× before the start. */
export function multiplierNow(model: CrashModel, now: number): number {
  if (model.phase === 'CRASHED') return model.crashPoint ?? 100;
  if (model.phase !== 'RUNNING' || model.startedAt === null) return 100;
  return crashMultiplierAt(now - model.startedAt);
}

const cssColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/**
 * The rising curve on a canvas, drawn every animation frame from the round's start time (which the
 * ticks keep right), with the big multiplier over it. The multiplier text is written straight into
 * the DOM each frame rather than through React state, so 60 updates a second cost no renders.
 */
export function CrashStage({ model, secondsLeft }: { model: CrashModel; secondsLeft: number | null }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const latest = useRef(model);
  latest.current = model;

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    let frame = 0;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const draw = () => {
      const m = latest.current;
      const now = Date.now();
      const ratio = window.devicePixelRatio || 1;
      const width = element.clientWidth;
      const height = element.clientHeight;
      if (element.width !== Math.round(width * ratio) || element.height !== Math.round(height * ratio)) {
        element.width = Math.round(width * ratio);
        element.height = Math.round(height * ratio);
      }
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      const multiplier = multiplierNow(m, now);
      if (figure.current) figure.current.textContent = formatMultiplier(multiplier);
      const elapsed =
        m.phase === 'RUNNING' && m.startedAt !== null
          ? Math.max(0, now - m.startedAt)
          : m.phase === 'CRASHED' && m.crashPoint !== null
            ? Math.log(m.crashPoint / 100) / 0.00006
            : 0;
      const pad = { left: 36, right: 16, top: 16, bottom: 24 };
      const plotW = Math.max(10, width - pad.left - pad.right);
      const plotH = Math.max(10, height - pad.top - pad.bottom);
      const spanMs = Math.max(8_000, elapsed * 1.15);
      const topValue = Math.max(2, (multiplier / 100) * 1.2);
      const x = (ms: number) => pad.left + (ms / spanMs) * plotW;
      const y = (value: number) => pad.top + plotH - ((value - 1) / (topValue - 1)) * plotH;

      // Grid: a few multiplier lines with their labels.
      context.strokeStyle = 'rgba(170, 180, 200, 0.12)';
      context.fillStyle = 'rgba(170, 180, 200, 0.75)';
      context.lineWidth = 1;
      context.font = '11px system-ui, sans-serif';
      context.textAlign = 'right';
      const step =
        topValue <= 3
          ? 0.5
          : topValue <= 10
            ? 2
            : topValue <= 50
              ? 10
              : 10 ** Math.floor(Math.log10(topValue));
      for (let v = 1; v <= topValue; v += step) {
        context.beginPath();
        context.moveTo(pad.left, y(v));
        context.lineTo(width - pad.right, y(v));
        context.stroke();
        context.fillText(`${v.toFixed(v < 10 ? 1 : 0)}×`, pad.left - 6, y(v) + 4);
      }
      if (elapsed > 0) {
        const crashed = m.phase === 'CRASHED';
        const colour = crashed
          ? cssColour(element, '--c-danger', '#ff8a8a')
          : cssColour(element, '--c-primary', '#f5b301');
        const points = 64;
        context.beginPath();
        context.moveTo(x(0), y(1));
        for (let i = 1; i <= points; i += 1) {
          const ms = (elapsed * i) / points;
          context.lineTo(x(ms), y(Math.exp(0.00006 * ms)));
        }
        const tipX = x(elapsed);
        const tipY = y(Math.exp(0.00006 * elapsed));
        context.lineWidth = 4;
        context.lineJoin = 'round';
        context.strokeStyle = colour;
        context.stroke();
        context.lineTo(tipX, y(1));
        context.closePath();
        const fill = context.createLinearGradient(0, pad.top, 0, pad.top + plotH);
        fill.addColorStop(0, colour);
        fill.addColorStop(1, 'rgba(0, 0, 0, 0)');
        context.globalAlpha = 0.3;
        context.fillStyle = fill;
        context.fill();
        context.globalAlpha = 1;
        context.beginPath();
        context.arc(tipX, tipY, 6, 0, Math.PI * 2);
        context.fillStyle = colour;
        context.fill();
      }
      if (!reduceMotion || m.phase === 'RUNNING') frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  const phaseText =
    model.phase === 'BETTING'
      ? t('crash.startsIn', { seconds: secondsLeft ?? 0 })
      : model.phase === 'CRASHED'
        ? model.voided
          ? t('crash.voidedRound')
          : t('crash.crashedAt', { multiplier: formatMultiplier(model.crashPoint ?? 100) })
        : t('crash.flying');

  return (
    <div className={`crash-stage crash-stage--${model.phase.toLowerCase()}`}>
      <div className="crash-stage__canvas" aria-hidden="true">
        <canvas ref={canvas} />
      </div>
      <div className="crash-stage__overlay">
        <span ref={figure} className="crash-stage__multiplier" aria-hidden="true">
          {formatMultiplier(multiplierNow(model, Date.now()))}
        </span>
        <span className="crash-stage__phase">{phaseText}</span>
        {model.phase === 'BETTING' && model.bettingEndsAt !== null ? (
          <span className="crash-stage__bar" aria-hidden="true">
            <span
              className="crash-stage__bar-fill"
              style={{ transform: `scaleX(${Math.min(1, Math.max(0, (secondsLeft ?? 0) / 7))})` }}
            />
          </span>
        ) : null}
      </div>
    </div>
  );
}
