import type { TPromotionCard, TPromotionOutcome, TRaffleView } from '@portal/contracts/endpoints';
import { Button, Dialog, Field } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/components/ui/money';
import { ApiError } from '@/lib/api-client';
import { useRequestId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import { unreadQueryKey } from '@/shared/messages/unread';
import { balanceQueryKey } from '@/shared/wallet/balance';
import {
  applyPromotion,
  claimPromotion,
  joinPromotion,
  joinRaffle,
  promotionsQueryKey,
  redeemCode,
  rewardsQueryKey,
} from './api';
import { ApplyDialog } from './apply-dialog';

const CODE = /^[A-Za-z0-9]{4,20}$/;

type Result = { kind: 'outcome'; outcome: TPromotionOutcome } | { kind: 'raffle'; raffle: TRaffleView };

/** After a command: the card as the server now sees it, then everything it may have changed. */
function useAfterCommand() {
  const queryClient = useQueryClient();
  return (card: TPromotionCard | null) => {
    if (card) {
      queryClient.setQueriesData<TPromotionCard[]>({ queryKey: [...promotionsQueryKey, 'list'] }, (cards) =>
        cards?.map((c) => (c.id === card.id ? card : c)),
      );
    }
    void queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    // The reward centre's red badge counts what is left to claim.
    void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
  };
}

/** What a join, claim, code or application did, in words. */
function useOutcomeText() {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const money = (amount: string) => `${currency} ${format(amount)}`;
  return (result: Result, action: TPromotionCard['action']): string => {
    if (result.kind === 'raffle') return t('promo.outcome.raffleJoined');
    const { outcome } = result;
    if (outcome.grant?.state === 'ACTIVE')
      return t('promo.outcome.bonusActive', {
        amount: money(outcome.grant.amount),
        required: money(outcome.grant.wagerRequired),
      });
    if (outcome.grant) return t('promo.outcome.bonusQueued', { amount: money(outcome.grant.amount) });
    if (outcome.paid) return t('promo.outcome.paid', { amount: money(outcome.paid) });
    if (action === 'JOIN') return t('promo.outcome.joined');
    if (action === 'APPLY') return t('promo.outcome.applied');
    return t('promo.outcome.state', { state: t(`promo.states.${outcome.card.state}`) });
  };
}

/**
 * A promotion's button as its state offers it (ADR 0039): Join (a visitor: the login popup; a
 * raffle: MCS2 claimRafflePromotion), Claim, Apply (the application dialog) or Code (asks for the
 * code); then what happened, or the server's refusal in its own words. Each press sends a fresh
 * requestId, kept for a retry while the first answer is unknown.
 */
export function PromotionAction({
  card,
  size = 'md',
  describedBy,
}: {
  card: TPromotionCard;
  size?: 'sm' | 'md';
  /** The id of the promotion's title, so the button says which promotion it acts on. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const { requireMember } = useSession();
  const ids = useRequestId();
  const after = useAfterCommand();
  const describe = useOutcomeText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [dialog, setDialog] = useState<'code' | 'apply' | null>(null);
  const action = card.action;

  /** Sends one command; its result updates the pages and is told; a refusal is thrown. */
  async function execute(content: unknown, command: (requestId: string) => Promise<Result>) {
    const result = await ids.send(content, command);
    after(result.kind === 'outcome' ? result.outcome.card : null);
    setMessage({ ok: true, text: describe(result, action) });
  }

  async function press() {
    setMessage(null);
    if (!requireMember()) return;
    if (action === 'CODE' || action === 'APPLY') {
      setDialog(action === 'CODE' ? 'code' : 'apply');
      return;
    }
    setBusy(true);
    try {
      if (action === 'JOIN' && card.trigger === 'RAFFLE')
        await execute({ raffle: card.id }, async (requestId) => ({
          kind: 'raffle',
          raffle: await joinRaffle(card.id, requestId),
        }));
      else if (action === 'JOIN')
        await execute({ join: card.id }, async (requestId) => ({
          kind: 'outcome',
          outcome: await joinPromotion(card.id, requestId),
        }));
      else
        await execute({ claim: card.id }, async (requestId) => ({
          kind: 'outcome',
          outcome: await claimPromotion(card.id, requestId),
        }));
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="promo-action">
      {action === 'NONE' ? null : (
        <Button
          size={size}
          variant={action === 'CLAIM' ? 'primary' : action === 'JOIN' ? 'primary' : 'secondary'}
          busy={busy}
          aria-describedby={describedBy}
          onClick={() => void press()}
        >
          {t(`promo.actions.${action}`)}
        </Button>
      )}
      {message ? (
        <p
          className={`promo-action__message${message.ok ? '' : ' promo-action__message--error'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      {dialog === 'code' ? (
        <CodeDialog
          title={card.title}
          onClose={() => setDialog(null)}
          onSubmit={async (code) => {
            await execute({ code: card.id, value: code }, async (requestId) => ({
              kind: 'outcome',
              outcome: await claimPromotion(card.id, requestId, code),
            }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'apply' ? (
        <ApplyDialog
          title={card.title}
          onClose={() => setDialog(null)}
          onSubmit={async (remark, images) => {
            await execute({ apply: card.id, remark, images }, async (requestId) => ({
              kind: 'outcome',
              outcome: await applyPromotion(card.id, { remark, images, requestId }),
            }));
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** Asks for a promotion code (letters and digits, 4 to 20); the server's refusal shows here. */
export function CodeDialog({
  title,
  onClose,
  onSubmit,
}: {
  title: string | null;
  onClose: () => void;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!CODE.test(value)) {
      setError(t('promo.code.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title ? t('promo.code.titleFor', { title }) : t('promo.code.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
    >
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t('promo.code.label')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          hint={t('promo.code.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          required
        />
        <div className="form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('promo.code.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Have a promotion code?": redeems a code that belongs to any promotion (members only). */
export function RedeemCode() {
  const { t } = useTranslation();
  const { status, requireMember } = useSession();
  const ids = useRequestId();
  const after = useAfterCommand();
  const describe = useOutcomeText();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (status === 'trial') return null;
  return (
    <div className="promo-redeem">
      <Button
        variant="ghost"
        size="sm"
        icon="gift"
        onClick={() => {
          setMessage(null);
          if (requireMember()) setOpen(true);
        }}
      >
        {t('promo.code.have')}
      </Button>
      {message ? (
        <p className="promo-action__message" role="status">
          {message}
        </p>
      ) : null}
      {open ? (
        <CodeDialog
          title={null}
          onClose={() => setOpen(false)}
          onSubmit={async (code) => {
            const outcome = await ids.send({ redeem: code }, (requestId) => redeemCode(code, requestId));
            after(outcome.card);
            setMessage(`${outcome.card.title}: ${describe({ kind: 'outcome', outcome }, 'CODE')}`);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
