import { ADMIN_AGENTS_ROUTES } from '@portal/contracts';
import { Button, Field, QueryView } from '@portal/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../lib/client';
import { useOperator } from '../lib/session';
import { MoveDialog, TypeDialog } from './agents-dialogs';

const R = ADMIN_AGENTS_ROUTES;
const PAGE_SIZE = 20;
/** Every query of the tree starts with this, so a move or a change of type refreshes them all. */
export const TREE_KEY = ['admin', 'agent-tree'] as const;

export type AgentNode = Awaited<ReturnType<typeof call<typeof R.agentNode>>>['node'];
export type ChainEntry = Awaited<ReturnType<typeof call<typeof R.agentNode>>>['chain'][number];
type Action = { kind: 'move' | 'type'; node: AgentNode; chain: ChainEntry[] | null };

/** The tree tab: search, the opened account with its path (or the top agents), and the dialogs. */
export function AgentTreePanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const nodeId = params.get('node');
  const q = params.get('q') ?? '';
  const canManage = useOperator().data?.permissions.includes('agents.manage') ?? false;
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setParam = (name: string, value: string | null) => {
    const p = new URLSearchParams(params);
    if (value) p.set(name, value);
    else p.delete(name);
    setParams(p);
  };
  const act = (kind: Action['kind'], node: AgentNode, chain: ChainEntry[] | null = null) => {
    setNotice(null);
    setAction({ kind, node, chain });
  };
  const done = (message: string) => {
    setAction(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: TREE_KEY });
  };
  const rowProps = { canManage, onAct: act };

  return (
    <div className="agents-tree">
      <p className="muted agents-intro">{t('agents.tree.intro')}</p>
      <SearchForm key={q} initial={q} onSearch={(text) => setParam('q', text)} />
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {q ? <SearchResults q={q} onClear={() => setParam('q', null)} {...rowProps} /> : null}
      {nodeId ? <OpenedNode id={nodeId} {...rowProps} /> : <TopAgents {...rowProps} />}
      {action?.kind === 'move' ? (
        <MoveDialog
          node={action.node}
          chain={action.chain}
          onClose={() => setAction(null)}
          onDone={(result) =>
            done(t('agents.move.done', { account: action.node.account, count: result.moved }))
          }
        />
      ) : null}
      {action?.kind === 'type' ? (
        <TypeDialog
          node={action.node}
          onClose={() => setAction(null)}
          onDone={(result) =>
            done(
              t('agents.type.done', {
                account: result.node.account,
                type: t(`agents.types.${result.node.type}`, { defaultValue: String(result.node.type) }),
              }),
            )
          }
        />
      ) : null}
    </div>
  );
}

type RowProps = {
  canManage: boolean;
  onAct: (kind: Action['kind'], node: AgentNode, chain?: ChainEntry[] | null) => void;
};

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="card agents-search" aria-label={t('agents.tree.searchLabel')} onSubmit={submit}>
      <Field
        label={t('agents.tree.searchLabel')}
        hint={t('agents.tree.searchHint')}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="agents-search__field"
      />
      <div className="agents-search__submit">
        <Button type="submit" icon="search">
          {t('agents.tree.search')}
        </Button>
      </div>
    </form>
  );
}

function SearchResults({ q, onClear, ...row }: RowProps & { q: string; onClear: () => void }) {
  const { t } = useTranslation();
  const results = useQuery({
    queryKey: [...TREE_KEY, 'search', q],
    queryFn: ({ signal }) => call(R.agentTreeSearch, { query: { q }, signal }),
  });
  return (
    <section className="card agents-results" aria-label={t('agents.tree.searchLabel')}>
      <QueryView query={results} empty={{ icon: 'search', title: t('agents.tree.noResults') }}>
        {(data) => (
          <>
            <p className="agents-results__count" role="status">
              {t('agents.tree.results', { count: data.list.length })}
            </p>
            <ul className="agents-list">
              {data.list.map((found) => (
                <li key={found.node.id} className="agents-result">
                  <ChainPath chain={found.chain} />
                  <NodeRow node={found.node} chain={found.chain} expandable={false} {...row} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      <div className="agents-results__foot">
        <Button variant="secondary" size="sm" onClick={onClear}>
          {t('agents.tree.clear')}
        </Button>
      </div>
    </section>
  );
}

/**
 * An account's uplines, top first, each a link to its place in the tree: the opened account's
 * path is a navigation landmark; a search result's is a plain line (many of them on one page).
 */
function ChainPath({
  chain,
  current,
  landmark = false,
}: {
  chain: readonly ChainEntry[];
  current?: string;
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  const list = (
    <ol>
      <li>
        <Link to="/agents">{t('agents.tree.top')}</Link>
      </li>
      {chain.map((entry) => (
        <li key={entry.id}>
          <Link to={`/agents?node=${entry.id}`}>{entry.account}</Link>
        </li>
      ))}
      {current ? (
        <li>
          <span aria-current="page">{current}</span>
        </li>
      ) : null}
    </ol>
  );
  return landmark ? (
    <nav className="agents-path" aria-label={t('agents.tree.path')}>
      {list}
    </nav>
  ) : (
    <div className="agents-path">{list}</div>
  );
}

function TopAgents(row: RowProps) {
  const { t } = useTranslation();
  return (
    <section className="card agents-level" aria-label={t('agents.tree.top')}>
      <h2 className="agents-level__title">{t('agents.tree.top')}</h2>
      <Children parentId={null} emptyText={t('agents.tree.none')} {...row} />
    </section>
  );
}

function OpenedNode({ id, ...row }: RowProps & { id: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...TREE_KEY, 'node', id],
    queryFn: ({ signal }) => call(R.agentNode, { params: { id }, signal }),
  });
  return (
    <section className="card agents-level">
      <QueryView query={detail}>
        {({ node, chain }) => (
          <>
            <ChainPath chain={chain} current={node.account} landmark />
            <div className="agents-opened">
              <NodeRow node={node} chain={chain} expandable={false} current {...row} />
            </div>
            <h2 className="agents-level__title">{t('agents.tree.teamOf', { account: node.account })}</h2>
            <Children parentId={node.id} emptyText={t('agents.tree.noTeam')} {...row} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** The accounts directly under `parentId` (or the top agents), a page at a time. */
function Children({
  parentId,
  emptyText,
  ...row
}: RowProps & { parentId: string | null; emptyText: string }) {
  const { t } = useTranslation();
  const level = useInfiniteQuery({
    queryKey: [...TREE_KEY, 'level', parentId ?? 'top'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(R.agentTree, {
        query: { ...(parentId ? { parentId } : {}), pageNo: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  const query = { ...level, data: level.data ? level.data.pages.flatMap((p) => p.list) : undefined };
  const total = level.data?.pages[0]?.total ?? 0;
  return (
    <QueryView query={query} empty={{ icon: 'users', title: emptyText }}>
      {(nodes) => (
        <>
          <ul className="agents-list">
            {nodes.map((node) => (
              <li key={node.id}>
                <NodeRow node={node} chain={null} expandable {...row} />
              </li>
            ))}
          </ul>
          {level.hasNextPage ? (
            <div className="agents-more">
              <Button
                variant="secondary"
                size="sm"
                busy={level.isFetchingNextPage}
                onClick={() => void level.fetchNextPage()}
              >
                {t('agents.tree.more', { shown: nodes.length, total })}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

/** One account: open or close its team in place, open it in the tree, its member page, and the actions. */
function NodeRow({
  node,
  chain,
  expandable,
  current = false,
  canManage,
  onAct,
}: RowProps & { node: AgentNode; chain: ChainEntry[] | null; expandable: boolean; current?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const teamId = useId();
  const hasTeam = node.directCount > 0;
  const typeName = t(`agents.types.${node.type}`, { defaultValue: String(node.type) });
  return (
    <div className={`agents-node${current ? ' agents-node--current' : ''}`}>
      <div className="agents-node__row">
        {expandable && hasTeam ? (
          <button
            type="button"
            className="agents-node__toggle"
            aria-expanded={open}
            aria-controls={teamId}
            aria-label={t(open ? 'agents.tree.collapse' : 'agents.tree.expand', { account: node.account })}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="agents-node__toggle agents-node__toggle--none" aria-hidden="true" />
        )}
        <div className="agents-node__main">
          <span className="agents-node__name">
            {current ? (
              <strong>{node.account}</strong>
            ) : (
              <Link
                to={`/agents?node=${node.id}`}
                aria-label={t('agents.tree.openOf', { account: node.account })}
              >
                {node.account}
              </Link>
            )}
            {node.nickname ? <span className="muted"> · {node.nickname}</span> : null}
          </span>
          <span className="agents-node__facts">
            <span className={`agents-type${node.isAgent ? ' agents-type--agent' : ''}`}>{typeName}</span>
            {node.status === 'disabled' ? (
              <span className="agents-type agents-type--locked">{t('agents.tree.locked')}</span>
            ) : null}
            <span className="muted">{t('agents.tree.direct', { count: node.directCount })}</span>
            <span className="muted">{t('agents.tree.team', { count: node.teamSize })}</span>
          </span>
        </div>
        <div className="agents-node__actions">
          <Link
            className="btn btn--ghost btn--sm"
            to={`/members/${node.id}`}
            aria-label={t('agents.tree.memberPageOf', { account: node.account })}
          >
            {t('agents.tree.memberPage')}
          </Link>
          {canManage ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('agents.actions.moveOf', { account: node.account })}
                onClick={() => onAct('move', node, chain)}
              >
                {t('agents.actions.move')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('agents.actions.typeOf', { account: node.account })}
                onClick={() => onAct('type', node, chain)}
              >
                {t('agents.actions.type')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {expandable && hasTeam && open ? (
        <div id={teamId} className="agents-node__team">
          <Children
            parentId={node.id}
            emptyText={t('agents.tree.noTeam')}
            canManage={canManage}
            onAct={onAct}
          />
        </div>
      ) : null}
    </div>
  );
}
