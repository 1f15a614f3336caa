import { Icon, type IconName } from '@portal/ui';
import { type ReactNode, useId } from 'react';
import './status.css';

export type Tone = 'success' | 'pending' | 'danger' | 'neutral' | 'warning';

/** A status in words, tinted by its tone; the words carry the meaning. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

/** A panel like the security centre's: an icon, a title, an optional status and a body. */
export function Panel({
  icon,
  title,
  status,
  children,
  className,
}: {
  icon: IconName;
  title: string;
  status?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={`panel${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <header className="panel__header">
        <span className="panel__icon">
          <Icon name={icon} size={20} />
        </span>
        <h3 id={titleId} className="panel__title">
          {title}
        </h3>
        {status}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}
