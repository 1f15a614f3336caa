import { Icon, type IconName } from '@portal/ui';
import { type ComponentProps, type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsTable } from '@/components/records/records';
import './agent.css';

/** Amounts of the brand currency: the same components as the wallet pages (components/ui/money.tsx). */
export { Money, SignedMoney, useCurrency as useMoney } from '@/components/ui/money';

export type Tone = 'success' | 'pending' | 'danger' | 'neutral';

/** A status in words, tinted by its tone; the words carry the meaning. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`agent-badge agent-badge--${tone}`}>{children}</span>;
}

/** A section of an agent page: an icon, a title and a body. */
export function Section({
  icon,
  title,
  action,
  children,
  className,
}: {
  icon: IconName;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={`panel agent-section${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <header className="panel__header">
        <span className="panel__icon">
          <Icon name={icon} size={20} />
        </span>
        <h3 id={titleId} className="panel__title">
          {title}
        </h3>
        {action}
      </header>
      <div className="agent-section__body">{children}</div>
    </section>
  );
}

/** A query's states, with the rows kept while the next page loads (the records' shared body). */
export { RecordsBody as QueryBody } from '@/components/records/records';

/** A wide table that scrolls sideways on narrow screens: the records' table, with the agent centre's cell rules. */
export function AgentTable<Row>(props: ComponentProps<typeof RecordsTable<Row>>) {
  return <RecordsTable className="agent-records" {...props} />;
}

const DESKTOP = '(min-width: 1024px)';

/** Whether the screen is desktop-wide (tables) rather than a phone (cards). */
export function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(DESKTOP);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP).matches : true),
    () => true,
  );
}

/** A copy button (named for what it copies), and whether the copy worked, announced. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t('agent.copyLabel', { label })}
        onClick={() => void copy()}
      >
        {t('agent.copy')}
      </button>
      <span className={state === 'failed' ? 'field__error' : 'form__success'} role="status">
        {state === 'copied' ? t('agent.copied') : state === 'failed' ? t('agent.copyFailed') : ''}
      </span>
    </span>
  );
}
