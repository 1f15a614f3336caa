import { formatMoney, parseMoney } from '@portal/contracts';

export type AmountProblem =
  | 'required'
  | 'negative'
  | 'notNumber'
  | 'tooPrecise'
  | 'zero'
  | 'range'
  | 'belowMin'
  | 'aboveMax'
  | 'insufficient'
  | 'tooLarge';

export interface AmountLimits {
  exponent: number;
  min?: string | undefined;
  max?: string | undefined;
  /** What the source wallet holds; more than this is refused before asking the server. */
  available?: string | undefined;
}

export type AmountCheck =
  | { ok: true; minor: bigint /** The canonical string the API expects ("1000.50"). */; amount: string }
  | { ok: false; problem: AmountProblem };

const limit = (text: string | undefined, exponent: number) =>
  text === undefined ? null : parseMoney(text, exponent);

/**
 * Reads what the player typed as an amount, the way the server will (parseMoney), and says what is
 * wrong in terms a message can be chosen by: sign, not a number, too many decimals, zero, limits.
 */
export function checkAmount(input: string, limits: AmountLimits): AmountCheck {
  const text = input.trim();
  const { exponent } = limits;
  if (text === '') return { ok: false, problem: 'required' };
  if (/^-\s*\d*\.?\d*$/.test(text) && /\d/.test(text)) return { ok: false, problem: 'negative' };
  const shape = /^\d+(?:\.(\d*))?$/.exec(text);
  if (!shape) return { ok: false, problem: 'notNumber' };
  if ((shape[1]?.length ?? 0) > exponent) return { ok: false, problem: 'tooPrecise' };
  const minor = parseMoney(text.endsWith('.') ? text.slice(0, -1) : text, exponent);
  const min = limit(limits.min, exponent);
  const max = limit(limits.max, exponent);
  // Well-formed but beyond any amount the API takes (MAX_AMOUNT_MINOR).
  if (minor === null) {
    return { ok: false, problem: max === null ? 'tooLarge' : min === null ? 'aboveMax' : 'range' };
  }
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if ((min !== null && minor < min) || (max !== null && minor > max)) {
    if (min !== null && max !== null) return { ok: false, problem: 'range' };
    return { ok: false, problem: min !== null && minor < min ? 'belowMin' : 'aboveMax' };
  }
  const available = limit(limits.available, exponent);
  if (available !== null && minor > available) return { ok: false, problem: 'insufficient' };
  return { ok: true, minor, amount: formatMoney(minor, exponent) };
}
