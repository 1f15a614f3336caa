import type { ContractAction } from '@portal/contracts';
import type { TContractOffers } from '@portal/contracts/endpoints';
import { Button, Dialog, LoadFailed, Spinner } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useWide } from '../ui';
import { AnswerPanel, CascadeList } from './answer';
import { contractOffersQuery } from './api';
import { CONTRACT_PAGES } from './info';
import { ContractFacts, ModeExplainer, TiersTable } from './parts';

type OfferRow = TContractOffers['offers'][number];

/**
 * The contract popup (spec section 2, logged in only): each offer from my upline waiting for my
 * answer — its kind, who offers it, its tiers beside my contract now and what accepting would
 * end — with Accept and Reject, answered through the spec call of its type. Opened by the shell
 * when the consolidated info counts pending offers or a live contract.offer event arrives.
 */
export function ContractPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(contractOffersQuery);
  const [answered, setAnswered] = useState<Record<string, string>>({});
  // Answered offers leave the server's list; their cards stay, saying what was answered.
  const [offers, setOffers] = useState<OfferRow[]>([]);
  useEffect(() => {
    const fresh = query.data?.offers;
    if (!fresh) return;
    setOffers((shown) => {
      const ids = new Set(fresh.map((row) => row.offer.id));
      return [...shown.filter((row) => !ids.has(row.offer.id)), ...fresh].sort((a, b) =>
        a.offer.offeredAt.localeCompare(b.offer.offeredAt),
      );
    });
  }, [query.data]);
  // An offer withdrawn or expired meanwhile leaves; an answered one stays with its answer.
  const live = new Set((query.data?.offers ?? []).map((row) => row.offer.id));
  const shown = offers.filter((row) => live.has(row.offer.id) || answered[row.offer.id]);
  const waiting = shown.filter((row) => !answered[row.offer.id]);
  return (
    <Dialog
      title={t('contracts.popup.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {waiting.length === 0 ? t('common.close') : t('contracts.popup.later')}
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch} />
      ) : (
        <div className="agent-stack contract-popup">
          <p className="agent-lead">
            {waiting.length === 0
              ? t('contracts.popup.done')
              : t('contracts.popup.lead', { count: waiting.length })}
          </p>
          {shown.map((row) => (
            <OfferCard
              key={row.offer.id}
              row={row}
              answered={answered[row.offer.id] ?? null}
              onAnswered={(text) => setAnswered((all) => ({ ...all, [row.offer.id]: text }))}
              onNavigate={onClose}
            />
          ))}
        </div>
      )}
    </Dialog>
  );
}

const DONE_KEY = { ACCEPT: 'contracts.page.accepted', REJECT: 'contracts.page.rejected' } as const;

function OfferCard({
  row,
  answered,
  onAnswered,
  onNavigate,
}: {
  row: OfferRow;
  answered: string | null;
  onAnswered: (text: string) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const titleId = useId();
  const { status } = useSession();
  const [action, setAction] = useState<Exclude<ContractAction, 'TERMINATE'> | null>(null);
  const { offer, current, cascade } = row;
  const type = t(`contracts.types.${offer.type}`);
  const page = CONTRACT_PAGES.find((p) => p.type === offer.type);
  return (
    <article className="contract-popup__offer" aria-labelledby={titleId}>
      <header className="contract-popup__head">
        <h3 id={titleId}>{t('contracts.popup.offerOf', { type })}</h3>
      </header>
      {answered ? (
        <FocusOnMount className="agent-stack">
          <p className="form__success" role="status">
            {answered}
          </p>
          {status === 'agent' && page ? (
            <Link
              className="btn btn--secondary btn--sm"
              to={`/agentHome?page=${page.id}`}
              onClick={onNavigate}
            >
              {t('contracts.popup.seeAll')}
            </Link>
          ) : null}
        </FocusOnMount>
      ) : (
        <>
          <ContractFacts contract={offer} />
          <ModeExplainer mode={offer.mode} tiers={offer.tiers} type={offer.type} />
          <h4 className="contract-offer__heading">{t('contracts.popup.terms')}</h4>
          <TiersTable
            tiers={offer.tiers}
            type={offer.type}
            wide={wide}
            compareWith={current?.tiers ?? null}
          />
          <h4 className="contract-offer__heading">{t('contracts.popup.current')}</h4>
          {current ? (
            <TiersTable tiers={current.tiers} type={current.type} wide={wide} />
          ) : (
            <p className="field__hint">{t('contracts.popup.noCurrent', { type })}</p>
          )}
          {cascade.length > 0 ? (
            <div className="contract-warning">
              <p>{t('contracts.page.wouldEnd', { count: cascade.length })}</p>
              <CascadeList items={cascade} />
            </div>
          ) : null}
          {action ? (
            <AnswerPanel
              contract={offer}
              action={action}
              cascade={action === 'ACCEPT' ? cascade : []}
              heading
              onCancel={() => setAction(null)}
              onDone={() => onAnswered(t(DONE_KEY[action], { type }))}
            />
          ) : (
            <div className="contract-answer__buttons">
              <Button
                variant="secondary"
                aria-label={`${t('contracts.page.reject')}: ${t('contracts.popup.offerOf', { type })}`}
                onClick={() => setAction('REJECT')}
              >
                {t('contracts.page.reject')}
              </Button>
              <Button
                aria-label={`${t('contracts.page.accept')}: ${t('contracts.popup.offerOf', { type })}`}
                onClick={() => setAction('ACCEPT')}
              >
                {t('contracts.page.accept')}
              </Button>
            </div>
          )}
        </>
      )}
    </article>
  );
}

/** A block that takes focus when it appears (an answered offer's result replaces its buttons). */
function FocusOnMount({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={className} tabIndex={-1}>
      {children}
    </div>
  );
}
