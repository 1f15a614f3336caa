import { Icon, type IconName } from '@portal/ui';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <header className="page__header">
      <div className="page__heading">
        {icon ? (
          <span className="page__icon">
            <Icon name={icon} size={26} />
          </span>
        ) : null}
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
      </div>
      {children}
    </header>
  );
}
