import { EmptyState, LoadFailed, Spinner } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropUnsafeLinks } from '@/lib/safe-links';
import { useHelpCentre } from './api';
import './help.css';

/**
 * The help centre: topics on one side, the chosen article on the other. `anchor` picks the
 * article to open (spec: the help route's anchor is a help topic or the terms).
 */
export function HelpCentre({ anchor }: { anchor?: string | undefined }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHelpCentre();
  const [selected, setSelected] = useState<string | undefined>(anchor);
  const baseId = useId();

  useEffect(() => setSelected(anchor), [anchor]);

  if (isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (isError) {
    return <LoadFailed onRetry={refetch} />;
  }
  if (data.length === 0) return <EmptyState icon="help" title={t('help.empty')} />;

  const current = data.find((a) => a.anchor === selected) ?? data[0];
  const groups = [
    { kind: 'help' as const, title: t('help.topics') },
    { kind: 'terms' as const, title: t('help.policies') },
  ];
  return (
    <div className="help-centre">
      <nav className="help-centre__nav" aria-label={t('help.title')}>
        {groups.map((group) => {
          const items = data.filter((a) => a.kind === group.kind);
          if (items.length === 0) return null;
          return (
            <div key={group.kind} className="help-centre__group">
              <h3 className="help-centre__group-title">{group.title}</h3>
              <ul>
                {items.map((article) => (
                  <li key={article.anchor}>
                    <button
                      type="button"
                      aria-current={article.anchor === current?.anchor ? 'true' : undefined}
                      aria-controls={`${baseId}-panel`}
                      className="help-centre__topic"
                      onClick={() => setSelected(article.anchor)}
                    >
                      {article.title}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      {current ? (
        <article id={`${baseId}-panel`} aria-live="polite" className="help-centre__article prose">
          <h2>{current.title}</h2>
          <div
            ref={(element) => dropUnsafeLinks(element)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises article HTML (allowlist, no scripts) when it is written
            dangerouslySetInnerHTML={{ __html: current.content }}
          />
        </article>
      ) : null}
    </div>
  );
}
