import { DataTable, Icon, type IconName, QueryView } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A query's states: loading, failed (with retry), nothing to show (saying what will appear), or
 * the data; new pages keep the old rows, marked busy, until they arrive.
 */
export function QueryBody<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: { icon: IconName; title: string; hint?: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={query}
      spinnerSize="lg"
      isEmpty={isEmpty ?? (() => false)}
      empty={empty && { icon: empty.icon, title: empty.title, description: empty.hint }}
    >
      {(data) => (
        <div className="agent-body" aria-busy={query.isFetching || undefined}>
          {query.isFetching && query.isPlaceholderData ? (
            <span className="agent-refreshing" role="status">
              <span className="spinner spinner--sm" aria-hidden="true" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </span>
          ) : null}
          {children(data)}
        </div>
      )}
    </QueryView>
  );
}

/** A wide table that scrolls sideways on narrow screens; the scroller is reachable by keyboard. */
export function AgentTable<Row>({
  caption,
  ...table
}: { caption: string } & Omit<ComponentProps<typeof DataTable<Row>>, 'className' | 'caption'>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it
    <section className="agent-table-wrap" aria-label={caption} tabIndex={0}>
      <DataTable className="agent-table" caption={caption} {...table} />
    </section>
  );
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
