import { buildWhitelabelTree, FEATURE_FLAGS, type FlagSet, PATTERNS } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UrlActions } from '@/app/url-actions';
import { RegisterPopup } from '@/features/auth/register-popup';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { serve } from '@/test/serve';

/** A member's invite link (issue 19): `/?referralCode=CODE` opens registration with the code filled in. */

const config = () =>
  testConfig({
    whitelabel: buildWhitelabelTree(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FlagSet),
    registerRules: [
      {
        field: 'referralCode',
        enabled: true,
        required: false,
        acceptedPattern: PATTERNS.NO_SPACES,
        patternId: 'NO_SPACES',
        minLength: 4,
        maxLength: 20,
      },
    ],
  });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the invite link', () => {
  it('keeps the referral code from the link for registration', async () => {
    serve({});
    await renderApp([{ path: '/', element: <UrlActions /> }], {
      config: config(),
      path: '/?referralCode=tsdemo01',
    });
    await waitFor(() => expect(window.sessionStorage.getItem('portal.referralCode')).toBe('TSDEMO01'));
  });

  it('fills the register form’s referral code in', async () => {
    window.sessionStorage.setItem('portal.referralCode', 'TSDEMO01');
    serve({});
    await renderApp([{ path: '/', element: <RegisterPopup onClose={() => undefined} /> }], {
      config: config(),
    });
    expect((await screen.findByDisplayValue('TSDEMO01')).getAttribute('value')).toBe('TSDEMO01');
  });
});
