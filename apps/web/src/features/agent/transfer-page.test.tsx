import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import type { TAgentTransferInfo } from '@portal/contracts/endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { type LiveMessage, liveConnection } from '@/lib/live-connection';
import { callSealed } from '@/lib/sealed';
import { page } from '@/test/serve';
import { lastQuery, openAgentPage, teamMember, UUID } from './test-utils';

vi.mock('@/lib/sealed', () => ({ callSealed: vi.fn() }));
const sealed = vi.mocked(callSealed);

const info = (change: Partial<TAgentTransferInfo> = {}): TAgentTransferInfo => ({
  currency: 'BDT',
  exponent: 2,
  balance: '10000.00',
  upline: { account: 'boss01', nickname: 'Big Boss' },
  canSendToDownline: true,
  canSendToUpline: true,
  minAmount: '10.00',
  dailyLimit: '50000.00',
  sentToday: '1500.00',
  hasPaymentPassword: true,
  ...change,
});

const transfer = {
  transferId: '77',
  direction: 'OUT' as const,
  counterparty: 'player02',
  relation: 'DOWNLINE' as const,
  amount: '1000.00',
  remark: 'weekly float',
  createdAt: '2026-03-14T09:00:00.000Z',
};

function handlers(change: Partial<TAgentTransferInfo> = {}) {
  return {
    [`GET ${AGENT_CENTRE_ROUTES.transferInfo.path}`]: () => info(change),
    [`GET ${AGENT_CENTRE_ROUTES.team.path}`]: () => ({
      ...page([teamMember(), teamMember({ id: '22', account: 'player02', nickname: 'Rafi' })], 1, 50),
      trail: [],
    }),
    [`GET ${AGENT_CENTRE_ROUTES.transfers.path}`]: () => page([transfer], 1, 20),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  sealed.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('team transfer', () => {
  it('sends to a direct downline with the payment password, keeping the request id for a retry', async () => {
    const { calls } = await openAgentPage('transferUpline', handlers());
    const summary = screen.getByRole('region', { name: 'My transfer allowance' });
    expect(within(summary).getByText('10,000.00')).toBeTruthy();
    expect(within(summary).getByText('48,500.00 left today')).toBeTruthy();
    expect(lastQuery(calls, AGENT_CENTRE_ROUTES.team.path)).toMatchObject({ directOnly: 'true' });

    const form = screen.getByRole('region', { name: 'Send money' });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    submit();
    expect(within(form).getByText('Choose who receives the money.')).toBeTruthy();
    expect(within(form).getByText('Please enter an amount.')).toBeTruthy();
    expect(within(form).getByText('Enter your payment password.')).toBeTruthy();

    await within(form).findByRole('option', { name: 'player02 (Rafi)' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Recipient/ }), {
      target: { value: 'player02' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '60000' } });
    fireEvent.change(within(form).getByLabelText(/^Payment password/), { target: { value: '246810' } });
    submit();
    expect(within(form).getByText('This is more than the 10,000.00 you can send now.')).toBeTruthy();
    expect(sealed).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '1000' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Remark/ }), {
      target: { value: ' weekly float ' },
    });
    // No answer: the outcome is unknown, so the retry carries the same id.
    sealed.mockRejectedValueOnce(new ApiError('NETWORK', 'Network link is abnormal, please try again.', 0));
    submit();
    expect(await within(form).findByText('Network link is abnormal, please try again.')).toBeTruthy();
    sealed.mockResolvedValueOnce({ transfer, balance: '9000.00' });
    submit();
    expect(await screen.findByText('BDT 1,000.00 went to player02.')).toBeTruthy();

    const [first, second] = sealed.mock.calls;
    expect(first?.[0]).toBe(AGENT_CENTRE_ROUTES.transfer);
    expect(first?.[1].body).toEqual({
      to: 'player02',
      amount: '1000.00',
      remark: 'weekly float',
      paymentPassword: '246810',
      requestId: expect.stringMatching(UUID),
    });
    expect(second?.[1].body).toEqual(first?.[1].body);
    expect((within(form).getByLabelText(/^Payment password/) as HTMLInputElement).value).toBe('');
  });

  it("sends to my upline where the brand allows, and shows the server's refusal", async () => {
    await openAgentPage('transferUpline', handlers());
    const form = screen.getByRole('region', { name: 'Send money' });
    fireEvent.click(within(form).getByRole('button', { name: 'My upline' }));
    expect(within(form).getByText('boss01 (Big Boss)')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '20.5' } });
    fireEvent.change(within(form).getByLabelText(/^Payment password/), { target: { value: '000000' } });
    sealed.mockRejectedValueOnce(
      new ApiError('PAYMENT_PASSWORD_WRONG', 'The payment password is wrong.', 400),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The payment password is wrong.')).toBeTruthy();
    expect(sealed.mock.calls[0]?.[1].body).toMatchObject({ to: 'boss01', amount: '20.50' });
  });

  it('asks for a payment password first, and lists my transfers signed', async () => {
    await openAgentPage('transferUpline', handlers({ hasPaymentPassword: false, canSendToUpline: false }));
    expect(screen.queryByRole('region', { name: 'Send money' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    const history = screen.getByRole('table', { name: 'My team transfers' });
    expect(within(history).getByText('−1,000.00')).toBeTruthy();
    expect(within(history).getByText('Sent')).toBeTruthy();
    expect(within(history).getByText('weekly float')).toBeTruthy();
  });

  it('reads the allowance and the list again when a team transfer is heard live', async () => {
    const listeners: ((message: LiveMessage) => void)[] = [];
    const subscribe = liveConnection.subscribe.bind(liveConnection);
    vi.spyOn(liveConnection, 'subscribe').mockImplementation((listener) => {
      listeners.push(listener);
      return subscribe(listener);
    });
    const { calls } = await openAgentPage('transferUpline', handlers());
    const reads = () => calls.filter((c) => c.url.pathname === AGENT_CENTRE_ROUTES.transferInfo.path).length;
    const before = reads();
    act(() => {
      for (const listener of listeners) listener({ type: 'agent.transfer', transfer: transfer });
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    // Money sent to me is announced; my own sending is already announced by the form.
    expect(screen.queryByText('Money received')).toBeNull();
    act(() => {
      for (const listener of listeners)
        listener({ type: 'agent.transfer', transfer: { ...transfer, direction: 'IN', relation: 'UPLINE' } });
    });
    expect(await screen.findByText('Money received')).toBeTruthy();
    expect(screen.getByText('BDT 1,000.00 came from player02.')).toBeTruthy();
    vi.mocked(liveConnection.subscribe).mockRestore();
  });
});
