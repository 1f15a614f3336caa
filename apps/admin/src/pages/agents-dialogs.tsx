import { ADMIN_AGENTS_ROUTES, AGENT_TYPES } from '@portal/contracts';
import { ZAgentMoveInput, ZAgentTypeInput } from '@portal/contracts/schemas/agent-ops';
import { Button, Field } from '@portal/ui';
import { FormChoices, FormSelect, FormTextarea, useZodForm } from '@portal/ui/form';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import type { AgentNode, ChainEntry } from './agents-tree';

const R = ADMIN_AGENTS_ROUTES;
/** The choice of no upline in the move form (the body's null). */
const TOP = 'top';

type MoveResult = Awaited<ReturnType<typeof call<typeof R.moveMember>>>;
type TypeResult = Awaited<ReturnType<typeof call<typeof R.setMemberType>>>;

/**
 * Moves an account with its team: find an agent of the brand (agents only; the account itself and
 * its team are not offered), or choose the top of the tree, and give a reason. The server checks
 * it all again (a cycle, another brand, the depth of agents) and its refusal shows on the choice.
 */
export function MoveDialog({
  node,
  chain,
  onClose,
  onDone,
}: {
  node: AgentNode;
  chain: ChainEntry[] | null;
  onClose: () => void;
  onDone: (result: MoveResult) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZAgentMoveInput, { uplineId: '', reason: '' }, (values) => ({
    uplineId: values.uplineId === TOP ? null : values.uplineId,
    reason: values.reason,
  }));
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  // The current chain, when the row did not come with one (a level of the tree).
  const current = useQuery({
    queryKey: ['admin', 'agent-tree', 'node', node.id],
    queryFn: ({ signal }) => call(R.agentNode, { params: { id: node.id }, signal }),
    enabled: chain === null,
  });
  const uplines = chain ?? current.data?.chain ?? null;
  const found = useQuery({
    queryKey: ['admin', 'agent-tree', 'search', term],
    queryFn: ({ signal }) => call(R.agentTreeSearch, { query: { q: term }, signal }),
    enabled: term !== '',
  });
  // Agents only, never the account itself, one of its team (whose chain passes through it) or
  // its current upline.
  const agents = (found.data?.list ?? []).filter(
    (f) =>
      f.node.isAgent &&
      f.node.id !== node.id &&
      f.node.id !== node.parentId &&
      !f.chain.some((c) => c.id === node.id),
  );
  // The names of the agents found so far, so a choice keeps its name after another search.
  const [seen, setSeen] = useState<Record<string, string>>({});
  const chosen = form.watch('uplineId');
  const chosenName = chosen === TOP ? t('agents.move.top') : chosen ? (seen[chosen] ?? chosen) : null;

  const search = () => {
    const q = text.trim();
    if (q) setTerm(q);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };
  const typeName = (type: number) => t(`agents.types.${type}`, { defaultValue: String(type) });
  const choices = [
    // Already at the top: no upline is where it is.
    ...(node.parentId === null ? [] : [{ value: TOP, label: t('agents.move.top') }]),
    ...agents.map((a) => ({
      value: a.node.id,
      label: `${a.node.account} · ${typeName(a.node.type)}${
        a.chain.length > 0 ? ` · ${a.chain.map((c) => c.account).join(' › ')}` : ''
      }`,
    })),
  ];
  useEffect(() => {
    const names = Object.fromEntries(choices.map((c) => [c.value, c.label]));
    setSeen((before) =>
      Object.keys(names).every((id) => before[id] === names[id]) ? before : { ...before, ...names },
    );
  });
  // A choice made from an earlier search stays chosen (and named) when the list changes.
  if (chosen && chosen !== TOP && !choices.some((c) => c.value === chosen) && seen[chosen]) {
    choices.push({ value: chosen, label: seen[chosen] });
  }

  return (
    <FormDialog
      title={t('agents.move.title', { account: node.account })}
      size="md"
      submitLabel={t('agents.move.submit')}
      form={form}
      formClassName="form-grid agents-dialog"
      onSubmit={async (body) => onDone(await call(R.moveMember, { params: { id: node.id }, body }))}
      onClose={onClose}
    >
      <p className="wide">{t('agents.move.what', { account: node.account, count: node.teamSize + 1 })}</p>
      <p className="wide muted">
        {t('agents.move.now')}:{' '}
        {uplines === null
          ? '…'
          : uplines.length === 0
            ? t('agents.tree.noUpline')
            : uplines.map((c) => c.account).join(' › ')}
      </p>
      <div className="wide agents-find">
        <Field
          label={t('agents.move.find')}
          hint={t('agents.move.findHint')}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKey}
          className="agents-find__field"
        />
        <div className="agents-find__submit">
          <Button variant="secondary" icon="search" busy={found.isFetching} onClick={search}>
            {t('agents.move.findButton')}
          </Button>
        </div>
      </div>
      {term !== '' && !found.isFetching && agents.length === 0 ? (
        <p className="wide muted" role="status">
          {t('agents.move.noAgents')}
        </p>
      ) : null}
      <FormChoices
        name="uplineId"
        label={t('agents.move.choose')}
        hint={t('agents.move.pick')}
        choices={choices}
        className="wide"
      />
      {chosenName ? (
        <p className="wide agents-summary" role="status">
          {node.account} → {chosenName}
        </p>
      ) : null}
      <FormTextarea
        name="reason"
        label={t('agents.move.reason')}
        hint={t('agents.move.reasonHint')}
        required
        rows={2}
        maxLength={500}
        className="wide"
      />
      <p className="wide muted agents-note">{t('agents.move.contracts')}</p>
    </FormDialog>
  );
}

/**
 * Makes a player an agent (one of the agent types), changes an agent's type, or makes an agent a
 * player again; an agent with accounts directly under it is told to move them first (the server
 * refuses it too).
 */
export function TypeDialog({
  node,
  onClose,
  onDone,
}: {
  node: AgentNode;
  onClose: () => void;
  onDone: (result: TypeResult) => void;
}) {
  const { t } = useTranslation();
  const typeName = (type: number) => t(`agents.types.${type}`, { defaultValue: String(type) });
  const options = [0, ...AGENT_TYPES].filter((type) => type !== node.type);
  const form = useZodForm(
    ZAgentTypeInput,
    { type: String(node.isAgent ? 0 : (AGENT_TYPES[0] ?? 1)), reason: '' },
    (values) => ({ type: Number(values.type), reason: values.reason }),
  );
  return (
    <FormDialog
      title={t('agents.type.title', { account: node.account })}
      size="sm"
      submitLabel={t('agents.type.submit')}
      form={form}
      formClassName="form-grid agents-dialog"
      onSubmit={async (body) => onDone(await call(R.setMemberType, { params: { id: node.id }, body }))}
      onClose={onClose}
    >
      <p className="wide">{t('agents.type.current', { type: typeName(node.type) })}</p>
      <FormSelect name="type" label={t('agents.type.newType')} className="wide">
        {options.map((type) => (
          <option key={type} value={String(type)}>
            {typeName(type)}
          </option>
        ))}
      </FormSelect>
      {node.isAgent && node.directCount > 0 ? (
        <p className="wide notice agents-note">{t('agents.type.teamWarning', { count: node.directCount })}</p>
      ) : null}
      <FormTextarea
        name="reason"
        label={t('agents.type.reason')}
        hint={t('agents.type.reasonHint')}
        required
        rows={2}
        maxLength={500}
        className="wide"
      />
      <p className="wide muted agents-note">{t('agents.type.sessions')}</p>
    </FormDialog>
  );
}
