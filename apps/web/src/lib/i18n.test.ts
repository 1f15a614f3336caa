import { describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts, switchLanguage } from './i18n';

describe('text sections', () => {
  it('load with their pages, and follow a later language switch', async () => {
    await initI18n('en');
    // The header balance's texts ship with the first page; the wallet pages' do not.
    expect(i18n.t('wallet.balance')).toBe('Balance');
    expect(i18n.exists('wallet.amount')).toBe(false);

    await loadTexts('wallet');
    expect(i18n.t('wallet.amount')).toBe('Amount');
    expect(i18n.t('wallet.balance')).toBe('Balance');

    await switchLanguage('bn', { remember: false });
    expect(i18n.t('wallet.amount')).toBe('পরিমাণ');
    expect(i18n.t('wallet.balance')).toBe('ব্যালেন্স');
    expect(i18n.t('common.close')).toBe('বন্ধ করুন');
  });
});
