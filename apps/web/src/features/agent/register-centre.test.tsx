import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callSealed } from '@/lib/sealed';
import { openAgentPage } from './test-utils';

vi.mock('@/lib/sealed', () => ({ callSealed: vi.fn() }));
const sealed = vi.mocked(callSealed);

const invitation = (canRegisterAgents: boolean) => ({
  code: 'TSAGENT1',
  link: 'https://tigerstar.example/register?affiliateCode=TSAGENT1',
  canRegisterAgents,
});

async function openRegister(canRegisterAgents = true) {
  return openAgentPage('registerCenter', {
    [`GET ${AGENT_CENTRE_ROUTES.invitation.path}`]: () => invitation(canRegisterAgents),
  });
}

beforeEach(() => {
  window.localStorage.clear();
  sealed.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('register centre', () => {
  it('checks the fields, creates a sub-agent with a sealed call and says where to find it', async () => {
    await openRegister();
    const form = screen.getByRole('region', { name: 'Open an account in my team' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create member' }));
    expect(within(form).getAllByText('Input cannot be empty.', { exact: false })).toHaveLength(2);
    expect(sealed).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByRole('button', { name: 'Sub-agent' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Username/ }), { target: { value: 'sub01' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Sub@2026x' } });
    fireEvent.change(within(form).getByLabelText(/^Repeat password/), { target: { value: 'Sub@2026y' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create sub-agent' }));
    expect(await within(form).findByText(/do not match|not the same|inconsistent/i)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Repeat password/), { target: { value: 'Sub@2026x' } });
    sealed.mockResolvedValueOnce({ id: '31', account: 'sub01', isAgent: true });
    fireEvent.click(within(form).getByRole('button', { name: 'Create sub-agent' }));
    expect(await within(form).findByText('Sub-agent sub01 is in your team now.')).toBeTruthy();
    expect(sealed).toHaveBeenCalledWith(AGENT_CENTRE_ROUTES.registerDownline, {
      body: { username: 'sub01', password: 'Sub@2026x', confirmPassword: 'Sub@2026x', kind: 'agent' },
    });
    expect(within(form).getByRole('link', { name: 'See my team' }).getAttribute('href')).toBe(
      '/agentHome?page=downlineManagmentView',
    );
    expect((within(form).getByRole('textbox', { name: /Username/ }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field message, and offers only members when sub-agents are not allowed", async () => {
    await openRegister(false);
    const form = screen.getByRole('region', { name: 'Open an account in my team' });
    expect(within(form).queryByRole('button', { name: 'Sub-agent' })).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: /Username/ }), {
      target: { value: 'player01' },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Pass@2026' } });
    fireEvent.change(within(form).getByLabelText(/^Repeat password/), { target: { value: 'Pass@2026' } });
    sealed.mockRejectedValueOnce(
      new ApiError('VALIDATION_ERROR', 'Invalid', 400, {
        fields: [{ field: 'username', message: 'This username is taken.' }],
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create member' }));
    expect(await within(form).findByText('This username is taken.')).toBeTruthy();
    expect(sealed.mock.calls[0]?.[1].body).toMatchObject({ kind: 'member' });
  });

  it('shows my invitation code and link with copy buttons and a QR code of the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...window.navigator, clipboard: { writeText } });
    await openRegister();
    const card = screen.getByRole('region', { name: 'My invitation' });
    expect(within(card).getByText('TSAGENT1')).toBeTruthy();
    const qr = within(card).getByRole('img', {
      name: 'QR code of your invitation link https://tigerstar.example/register?affiliateCode=TSAGENT1',
    });
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    fireEvent.click(within(card).getByRole('button', { name: 'Copy Invitation link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://tigerstar.example/register?affiliateCode=TSAGENT1'),
    );
    expect(await within(card).findByText('Copied')).toBeTruthy();
  });
});
