import type { DepositStatus, RiskFlag, WithdrawalStatus } from '@portal/contracts';
import { ApiError, Pager } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

/** Field errors of a refused write, by field, and its message (the server's, localised). */
export function problemsOf(error: unknown) {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    const list = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields;
    for (const item of list ?? []) fields[item.field] = item.message;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** Times and amounts as the operator reads them, in the console's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return {
    when: (value: string | null | undefined) =>
      value ? new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—',
    time: (value: string) =>
      new Date(value).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
    money: (value: string) => {
      const [whole = '0', fraction] = value.split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      return fraction === undefined ? grouped : `${grouped}.${fraction}`;
    },
  };
}

/** The risk flags of a row, each with its explanation as a tooltip and for screen readers. */
export function Flags({ flags }: { flags: readonly RiskFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <ul className="pay-flags">
      {flags.map((flag) => (
        <li key={flag} className="pay-flag" title={t(`payments.flagHints.${flag}`)}>
          {t(`payments.flags.${flag}`)}
          <span className="visually-hidden">: {t(`payments.flagHints.${flag}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Wagered against required, as a bar with the figures beside it. */
export function Wagering({ wagered, required }: { wagered: string; required: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const need = Number(required);
  if (!(need > 0)) return <span className="muted">{t('payments.noWagering')}</span>;
  const share = Math.min(1, Number(wagered) / need);
  return (
    <span className="pay-wager">
      <span className="pay-wager__bar" aria-hidden="true">
        <span className="pay-wager__done" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </span>
      <span>{t('payments.wagering', { wagered: money(wagered), required: money(required) })}</span>
    </span>
  );
}

/**
 * A proof image: fetched with the operator's bearer token (an <img> cannot send it) and shown as a
 * data: URL, which the console's CSP allows.
 */
export function ProofImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [large, setLarge] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(url, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        const reader = new FileReader();
        reader.onload = () => setSrc(String(reader.result));
        reader.onerror = () => setFailed(true);
        reader.readAsDataURL(blob);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      }
    })();
    return () => controller.abort();
  }, [url, token]);
  if (failed) return <p className="notice notice--error">{t('payments.proofFailed')}</p>;
  if (!src) return <span className="pay-proof pay-proof--loading" aria-busy="true" />;
  return (
    <button
      type="button"
      className={`pay-proof${large ? ' pay-proof--large' : ''}`}
      aria-pressed={large}
      aria-label={alt}
      onClick={() => setLarge((v) => !v)}
    >
      <img src={src} alt="" />
    </button>
  );
}

/** The pager under a queue, hidden when one page holds everything. */
export function QueuePager({
  page,
  onChange,
  label,
}: {
  page: { pageNum: number; totalPages: number };
  onChange: (page: number) => void;
  label: string;
}) {
  return (
    <div className="pay-pager">
      <Pager current={page.pageNum} totalPages={page.totalPages} onChange={onChange} label={label} />
    </div>
  );
}

export type Kind = 'deposit' | 'withdrawal';

/** Rows an operator can still decide (and so select for a bulk decision). */
export const decidable = (kind: Kind, status: string) =>
  kind === 'deposit' ? status === 'AWAITING_REVIEW' : status === 'PENDING';

export function StatusBadge({
  kind,
  row,
}: {
  kind: Kind;
  row: { status: string; confirmation?: string | null };
}) {
  const { t } = useTranslation();
  return (
    <span className={`pay-status pay-status--${row.status.toLowerCase()}`}>
      {kind === 'deposit'
        ? t(`payments.depositStatuses.${row.status as DepositStatus}`)
        : t(`payments.withdrawalStatuses.${row.status as WithdrawalStatus}`)}
      {row.confirmation ? (
        <span className="pay-sub">{t(`payments.confirmations.${row.confirmation as 'AWAITING'}`)}</span>
      ) : null}
    </span>
  );
}
