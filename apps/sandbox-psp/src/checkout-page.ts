import { createHash } from 'node:crypto';
import { type Locale, type Payment, WALLET_CHANNELS, type WalletChannel } from './payments.ts';

/**
 * The hosted payment page: plain HTML forms (no JavaScript), one stylesheet inline. The CSS is a
 * constant, so the CSP allows it by hash instead of 'unsafe-inline'.
 */

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#eef1f6;color:#1b2230;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Bengali",sans-serif;display:flex;flex-direction:column;align-items:center;padding:16px}
main{width:100%;max-width:420px;margin:auto 0}
.card{background:#fff;border:1px solid #d5dbe5;border-radius:16px;box-shadow:0 8px 24px rgba(16,24,40,.08);overflow:hidden}
.brand{display:flex;align-items:center;gap:10px;padding:18px 20px;border-bottom:1px solid #e4e8ef}
.brand svg{flex:none}
h1{margin:0;font-size:1.2rem;font-weight:700;letter-spacing:-.01em}
.test{margin:16px 20px 0;padding:10px 12px;border-radius:10px;background:#fff4d6;border:1px solid #e9c46a;color:#5c3d00;font-size:.9rem;font-weight:600}
.body{padding:16px 20px 20px}
dl{margin:0}dd{margin-left:0}
.label{margin:0;color:#4a5468;font-size:.85rem}
.description{margin:2px 0 16px;font-size:1rem;font-weight:600;overflow-wrap:anywhere}
.method{display:flex;align-items:center;gap:8px;margin:2px 0 12px;font-weight:600}
.amount{margin:2px 0 12px;font-size:2rem;font-weight:700;line-height:1.2;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.currency{font-size:1.1rem;font-weight:600;color:#4a5468;margin-left:6px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
.actions form{margin:0}
button,.back{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:10px;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#1747b5;border:1px solid #1747b5;color:#fff}
.pay:hover{background:#113a96}
.decline{background:#fff;border:1px solid #8a94a6;color:#1b2230}
.decline:hover{background:#f3f5f9}
.back{background:#1747b5;border:1px solid #1747b5;color:#fff;margin-top:20px}
button:focus-visible,.back:focus-visible{outline:3px solid #f0a202;outline-offset:2px}
.hint{margin:14px 0 0;color:#4a5468;font-size:.85rem}
.status{margin:0 0 4px;font-size:1.1rem;font-weight:700}
.meta{margin:16px 0 0;padding-top:12px;border-top:1px solid #e4e8ef;color:#4a5468;font-size:.8rem;overflow-wrap:anywhere}
footer{margin-top:16px;color:#4a5468;font-size:.8rem;text-align:center}
@media (min-width:480px){body{padding:32px}.actions{flex-direction:row-reverse}.actions form{flex:1}}
`;

const STYLE_HASH = `sha256-${createHash('sha256').update(CSS).digest('base64')}`;

interface Texts {
  testNotice: string;
  paymentFor: string;
  amount: string;
  pay: string;
  decline: string;
  hint: string;
  reference: string;
  payWith: string;
  walletNumber: string;
  succeeded: string;
  failed: string;
  expired: string;
  back: string;
  footer: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    testNotice: 'Test payments only — no real money moves',
    paymentFor: 'Payment for',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
    hint: 'Choose Pay to simulate a successful payment or Decline to simulate a refusal. You will then return to the merchant.',
    reference: 'Reference',
    payWith: 'Pay with',
    walletNumber: 'Wallet number',
    succeeded: 'This payment has been completed.',
    failed: 'This payment was declined.',
    expired: 'This payment has expired.',
    back: 'Return to the merchant',
    footer: 'Sandbox Pay is a test payment provider.',
  },
  bn: {
    testNotice: 'শুধুমাত্র পরীক্ষামূলক পেমেন্ট — কোনো আসল টাকা লেনদেন হয় না',
    paymentFor: 'যার জন্য পেমেন্ট',
    amount: 'পরিমাণ',
    pay: 'পরিশোধ করুন',
    decline: 'প্রত্যাখ্যান করুন',
    hint: 'সফল পেমেন্ট অনুকরণ করতে "পরিশোধ করুন", আর প্রত্যাখ্যান অনুকরণ করতে "প্রত্যাখ্যান করুন" বেছে নিন। এরপর আপনাকে মার্চেন্টের কাছে ফিরিয়ে নেওয়া হবে।',
    reference: 'রেফারেন্স',
    payWith: 'যা দিয়ে পেমেন্ট',
    walletNumber: 'ওয়ালেট নম্বর',
    succeeded: 'এই পেমেন্টটি সম্পন্ন হয়েছে।',
    failed: 'এই পেমেন্টটি প্রত্যাখ্যান করা হয়েছে।',
    expired: 'এই পেমেন্টের মেয়াদ শেষ হয়ে গেছে।',
    back: 'মার্চেন্টের কাছে ফিরে যান',
    footer: 'Sandbox Pay একটি পরীক্ষামূলক পেমেন্ট প্রোভাইডার।',
  },
  fil: {
    testNotice: 'Pagsubok na bayad lamang — walang totoong perang gumagalaw',
    paymentFor: 'Bayad para sa',
    amount: 'Halaga',
    pay: 'Magbayad',
    decline: 'Tanggihan',
    hint: 'Piliin ang Magbayad para gayahin ang matagumpay na bayad, o Tanggihan para gayahin ang pagtanggi. Pagkatapos, ibabalik ka sa merchant.',
    reference: 'Sanggunian',
    payWith: 'Magbabayad gamit ang',
    walletNumber: 'Numero ng wallet',
    succeeded: 'Nakumpleto na ang bayad na ito.',
    failed: 'Tinanggihan ang bayad na ito.',
    expired: 'Nag-expire na ang bayad na ito.',
    back: 'Bumalik sa merchant',
    footer: 'Ang Sandbox Pay ay isang payment provider para sa pagsubok.',
  },
};

/** Minor units to a display amount: "5000000", 2 -> "50,000.00". BigInt-free string maths, so no precision loss. */
export function formatAmount(amount: string, exponent: number): string {
  const digits = amount.padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return exponent > 0 ? `${grouped}.${fraction}` : grouped;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The return URL with `payment` and `status` added, keeping whatever query it already had. */
export function returnUrlFor(payment: Payment): string {
  const url = new URL(payment.request.returnUrl);
  url.searchParams.set('payment', payment.id);
  url.searchParams.set('status', payment.status === 'SUCCEEDED' ? 'succeeded' : 'failed');
  return url.toString();
}

/**
 * Headers for every HTML answer. `form-action` must name the merchant's origin as well as ours:
 * browsers apply it to the redirect that follows a form post, and ours 303s to the return URL.
 */
export function pageHeaders(returnUrl?: string): Record<string, string> {
  const formAction = returnUrl ? `'self' ${new URL(returnUrl).origin}` : `'self'`;
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      `default-src 'self'`,
      `script-src 'none'`,
      `style-src '${STYLE_HASH}'`,
      `object-src 'none'`,
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
      `form-action ${formAction}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

const LOCK_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="1" y="1" width="22" height="22" rx="6" fill="#1747b5"/><path d="M8 11V9a4 4 0 0 1 8 0v2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/><rect x="6.5" y="11" width="11" height="8" rx="2" fill="#fff"/></svg>';

function layout(lang: Locale, title: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<div class="card">
<div class="brand">${LOCK_ICON}<h1>Sandbox Pay</h1></div>
${content}
</div>
<footer>${escapeHtml(footer)}</footer>
</main>
</body>
</html>
`;
}

/** "01712345678" -> "017•••••678": enough for the payer to recognise their wallet. */
export function maskAccount(account: string): string {
  return `${account.slice(0, 3)}${'•'.repeat(Math.max(0, account.length - 6))}${account.slice(-3)}`;
}

/** The wallet's mark: a coloured badge with its name (drawn here, not the wallet's artwork). */
function walletBadge(channel: WalletChannel): string {
  const { name, colour } = WALLET_CHANNELS[channel];
  const width = 18 + name.length * 9;
  return `<svg class="wallet" xmlns="http://www.w3.org/2000/svg" width="${width}" height="26" viewBox="0 0 ${width} 26" aria-hidden="true"><rect width="${width}" height="26" rx="7" fill="${colour}"/><text x="${width / 2}" y="18" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="14" font-weight="700" fill="#fff">${escapeHtml(name)}</text></svg>`;
}

function methodRows(payment: Payment, t: Texts): string {
  const { method } = payment.request;
  if (!method) return '';
  const { name } = WALLET_CHANNELS[method.channel];
  return `
<dt class="label">${escapeHtml(t.payWith)}</dt>
<dd class="method">${walletBadge(method.channel)}<span>${escapeHtml(name)}</span></dd>
<dt class="label">${escapeHtml(t.walletNumber)}</dt>
<dd class="method">${escapeHtml(maskAccount(method.account))}</dd>`;
}

/** The page for one payment: the Pay/Decline forms while pending, its outcome afterwards. */
export function renderCheckoutPage(payment: Payment): string {
  const t = TEXTS[payment.request.locale];
  const { description, amount, exponent, currency, reference } = payment.request;
  // A description list pairs each label with its value for screen readers.
  const summary = `
<dl>
<dt class="label">${escapeHtml(t.paymentFor)}</dt>
<dd class="description">${escapeHtml(description)}</dd>
<dt class="label">${escapeHtml(t.amount)}</dt>
<dd class="amount">${formatAmount(amount, exponent)}<span class="currency">${escapeHtml(currency)}</span></dd>${methodRows(payment, t)}
</dl>`;

  let content: string;
  if (payment.status === 'PENDING') {
    // Each button is its own form so it works without JavaScript; Pay comes first in reading order.
    content = `
<p class="test" role="note">${escapeHtml(t.testNotice)}</p>
<div class="body">${summary}
<div class="actions">
<form method="post" action="/checkout/${payment.id}/pay"><button type="submit" class="pay">${escapeHtml(t.pay)}</button></form>
<form method="post" action="/checkout/${payment.id}/decline"><button type="submit" class="decline">${escapeHtml(t.decline)}</button></form>
</div>
<p class="hint">${escapeHtml(t.hint)}</p>
<p class="meta">${escapeHtml(t.reference)}: ${escapeHtml(reference)}</p>
</div>`;
  } else {
    const outcome =
      payment.status === 'SUCCEEDED' ? t.succeeded : payment.status === 'EXPIRED' ? t.expired : t.failed;
    content = `
<p class="test" role="note">${escapeHtml(t.testNotice)}</p>
<div class="body">
<p class="status" role="status">${escapeHtml(outcome)}</p>${summary}
<a class="back" href="${escapeHtml(returnUrlFor(payment))}">${escapeHtml(t.back)}</a>
<p class="meta">${escapeHtml(t.reference)}: ${escapeHtml(reference)}</p>
</div>`;
  }
  return layout(payment.request.locale, `Sandbox Pay — ${description}`, content, t.footer);
}

export function renderNotFoundPage(): string {
  const content = `
<div class="body">
<p class="status" role="status">Payment not found</p>
<p>This payment link is not valid, or the payment is no longer available.</p>
</div>`;
  return layout('en', 'Sandbox Pay — payment not found', content, TEXTS.en.footer);
}
