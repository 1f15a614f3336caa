import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, type TRegisterRule } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesSeconds } from '@/components/forms/sms-code-button';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { serve } from '@/test/serve';
import { RegisterPopup } from './register-popup';

const rule = (field: TRegisterRule['field'], change: Partial<TRegisterRule> = {}): TRegisterRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'ANY' as TRegisterRule['patternId'],
  minLength: 0,
  maxLength: 32,
  ...change,
});

/** Username registration only, with the three code fields the brand enables or not. */
function config(codes: TRegisterRule['field'][]) {
  return testConfig({
    whitelabel: buildWhitelabelTree({
      ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as FlagSet),
      USERNAMEREG3: true,
    }),
    registerRules: [
      rule('username', { required: true, minLength: 6, maxLength: 16 }),
      rule('password', { required: true, minLength: 6, maxLength: 20 }),
      ...codes.map((field) => rule(field)),
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('registration form (issue 20)', () => {
  it('takes a shown error away as soon as the field is fixed, and keeps it while still wrong', async () => {
    serve({});
    await renderApp([{ path: '/', element: <RegisterPopup onClose={() => {}} /> }], { config: config([]) });
    const username = screen.getByLabelText(/Username/);
    fireEvent.change(username, { target: { value: 'abc' } });
    fireEvent.blur(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(username, { target: { value: 'abcd' } });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(username, { target: { value: 'abcdef' } });
    expect(username.getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const confirm = screen.getByLabelText(/Repeat password/);
    const terms = screen.getByRole('checkbox');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(confirm, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(confirm, { target: { value: 'secret1' } });
    expect(confirm.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('explains each code field the brand enables, and shows none it does not', async () => {
    serve({});
    await renderApp([{ path: '/', element: <RegisterPopup onClose={() => {}} /> }], {
      config: config(['affiliateCode', 'referralCode']),
    });
    const invitation = screen.getByLabelText('Invitation code');
    const referral = screen.getByLabelText('Referral code');
    expect(invitation.getAttribute('aria-describedby')).toBeTruthy();
    const describe = (el: HTMLElement) =>
      document.getElementById(String(el.getAttribute('aria-describedby')))?.textContent;
    expect(describe(invitation)).toMatch(/agent or affiliate/);
    expect(describe(referral)).toMatch(/friend/);
    expect(screen.queryByLabelText('Recommender ID')).toBeNull();
  });
});

describe('SMS resend countdown', () => {
  it('shows m:ss', () => {
    expect(minutesSeconds(300)).toBe('5:00');
    expect(minutesSeconds(299)).toBe('4:59');
    expect(minutesSeconds(61)).toBe('1:01');
    expect(minutesSeconds(9)).toBe('0:09');
    expect(minutesSeconds(0.2)).toBe('0:01');
  });
});
