import { OPERATOR_ADMIN_ROUTES, OWNER_ROLE } from '@portal/contracts';
import { ZOperatorCreateInput } from '@portal/contracts/schemas/operator-accounts';
import { Button, type Column, Dialog, QueryView, SelectField } from '@portal/ui';
import { FormSelect, FormText, type Parsed, useZodForm } from '@portal/ui/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { problemsOf, when } from '../lib/forms';
import { useRoleNames } from '../lib/roles';
import { ScrollTable } from '../lib/scroll-table';
import { useOperator } from '../lib/session';
import '../styles/content.css';

type Row = Awaited<ReturnType<typeof call<typeof OPERATOR_ADMIN_ROUTES.list>>>[number];
const KEY = ['admin', 'operators'] as const;

type Pending = { kind: 'role' | 'disable' | 'reset'; row: Row };

/**
 * The brand's operators: create one (its one-time password shown once), change a role,
 * disable or enable, reset the authenticator. Nobody acts on themselves, and only owners on owners
 * (the server refuses; the buttons are not offered).
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const { keys, nameOf } = useRoleNames();
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(OPERATOR_ADMIN_ROUTES.list, { signal }),
  });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const done = (text: string) => {
    setPending(null);
    setNotice(text);
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  const setStatus = useMutation({
    mutationFn: ({ row, status }: { row: Row; status: 'active' | 'disabled' }) =>
      call(OPERATOR_ADMIN_ROUTES.setStatus, { params: { id: String(row.id) }, body: { status } }),
    onSuccess: (saved) =>
      done(
        t(saved.status === 'disabled' ? 'operators.disabled' : 'operators.enabled', {
          name: saved.displayName,
        }),
      ),
  });
  const reset = useMutation({
    mutationFn: (row: Row) => call(OPERATOR_ADMIN_ROUTES.resetTotp, { params: { id: String(row.id) } }),
    onSuccess: (saved) => done(t('operators.reset', { name: saved.displayName })),
  });

  const mayTouch = (row: Row) => row.id !== me?.id && (row.role !== OWNER_ROLE || me?.role === OWNER_ROLE);
  const columns: Column<Row>[] = [
    {
      id: 'name',
      header: t('operators.displayName'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.displayName}
          {row.id === me?.id ? <span className="muted"> ({t('operators.you')})</span> : null}
          <span className="muted block">{row.username}</span>
        </>
      ),
    },
    {
      id: 'role',
      header: t('operators.role'),
      cell: (row) => (
        <>
          <CellLabel>{t('operators.role')}</CellLabel>
          {nameOf(row.role)}
          {row.platformWide ? <span className="muted block">{t('operators.allBrands')}</span> : null}
        </>
      ),
    },
    {
      id: 'status',
      header: t('operators.status'),
      cell: (row) => (
        <span className={`pill ${row.status === 'active' ? 'pill--ok' : 'pill--off'}`}>
          {t(`operators.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'totp',
      header: t('operators.authenticator'),
      cell: (row) => (
        <>
          <CellLabel>{t('operators.authenticator')}</CellLabel>
          {row.enrolled ? t('operators.enrolled') : t('operators.notEnrolled')}
        </>
      ),
    },
    {
      id: 'created',
      header: t('operators.created'),
      cell: (row) => (
        <>
          <CellLabel>{t('operators.created')}</CellLabel>
          {when(row.createdAt, i18n.language)}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) =>
        mayTouch(row) ? (
          <span className="row-actions">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setPending({ kind: 'role', row })}
              aria-label={t('operators.changeRoleOf', { name: row.displayName })}
            >
              {t('operators.changeRole')}
            </Button>
            {row.status === 'active' ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setPending({ kind: 'disable', row })}
                aria-label={t('operators.disableOf', { name: row.displayName })}
              >
                {t('operators.disable')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                busy={setStatus.isPending && setStatus.variables?.row.id === row.id}
                onClick={() => setStatus.mutate({ row, status: 'active' })}
                aria-label={t('operators.enableOf', { name: row.displayName })}
              >
                {t('operators.enable')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setPending({ kind: 'reset', row })}
              aria-label={t('operators.resetTotpOf', { name: row.displayName })}
            >
              {t('operators.resetTotp')}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('operators.heading')}</h1>
        <Button onClick={() => setCreating(true)}>{t('operators.new')}</Button>
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {setStatus.isError && !pending ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(setStatus.error).message}
        </p>
      ) : null}
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'users', title: t('operators.none') }}>
          {(rows) => (
            <ScrollTable
              caption={t('operators.heading')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
            />
          )}
        </QueryView>
      </section>
      {creating ? (
        <CreateOperator
          roles={keys.filter((key) => key !== OWNER_ROLE || me?.role === OWNER_ROLE)}
          nameOf={nameOf}
          onClose={() => setCreating(false)}
          onCreated={(name, password) => {
            setCreating(false);
            setCreated({ name, password });
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      ) : null}
      {created ? (
        <Dialog
          title={t('operators.createdTitle')}
          closeLabel={t('common.close')}
          onClose={() => setCreated(null)}
          size="sm"
          footer={<Button onClick={() => setCreated(null)}>{t('operators.done')}</Button>}
        >
          <p>{t('operators.createdText', { name: created.name })}</p>
          <p className="field__label">{t('operators.password')}</p>
          <p>
            <code className="secret" data-testid="one-time-password">
              {created.password}
            </code>
          </p>
        </Dialog>
      ) : null}
      {pending?.kind === 'role' ? (
        <ChangeRole
          row={pending.row}
          roles={keys.filter((key) => key !== OWNER_ROLE || me?.role === OWNER_ROLE)}
          nameOf={nameOf}
          onClose={() => setPending(null)}
          onSaved={(saved) =>
            done(t('operators.roleChanged', { name: saved.displayName, role: nameOf(saved.role) }))
          }
        />
      ) : null}
      {pending?.kind === 'disable' || pending?.kind === 'reset' ? (
        <Dialog
          title={t(pending.kind === 'disable' ? 'operators.confirmDisable' : 'operators.confirmReset', {
            name: pending.row.displayName,
          })}
          closeLabel={t('common.close')}
          onClose={() => setPending(null)}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="danger"
                busy={setStatus.isPending || reset.isPending}
                onClick={() =>
                  pending.kind === 'disable'
                    ? setStatus.mutate({ row: pending.row, status: 'disabled' })
                    : reset.mutate(pending.row)
                }
              >
                {pending.kind === 'disable' ? t('operators.disable') : t('operators.resetTotp')}
              </Button>
            </>
          }
        >
          <p>
            {t(pending.kind === 'disable' ? 'operators.confirmDisableText' : 'operators.confirmResetText', {
              name: pending.row.displayName,
            })}
          </p>
          {setStatus.isError || reset.isError ? (
            <p className="notice notice--error" role="alert">
              {problemsOf(setStatus.error ?? reset.error).message}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

function CreateOperator({
  roles,
  nameOf,
  onClose,
  onCreated,
}: {
  roles: string[];
  nameOf: (key: string) => string;
  onClose: () => void;
  onCreated: (name: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZOperatorCreateInput, { username: '', displayName: '', role: 'support' });
  const create = useMutation({
    mutationFn: (body: Parsed<typeof ZOperatorCreateInput>) => call(OPERATOR_ADMIN_ROUTES.create, { body }),
    onSuccess: (result, body) => onCreated(body.displayName, result.password),
  });
  return (
    <FormDialog
      title={t('operators.new')}
      size="md"
      submitLabel={t('operators.create')}
      form={form}
      formClassName="form-grid content-form"
      onSubmit={create.mutateAsync}
      onClose={onClose}
    >
      <FormText
        label={t('operators.username')}
        name="username"
        required
        maxLength={32}
        autoComplete="off"
        autoCapitalize="none"
        hint={t('operators.usernameHint')}
      />
      <FormText label={t('operators.displayName')} name="displayName" required maxLength={100} />
      <FormSelect label={t('operators.role')} name="role">
        {roles.map((key) => (
          <option key={key} value={key}>
            {nameOf(key)}
          </option>
        ))}
      </FormSelect>
    </FormDialog>
  );
}

function ChangeRole({
  row,
  roles,
  nameOf,
  onClose,
  onSaved,
}: {
  row: Row;
  roles: string[];
  nameOf: (key: string) => string;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const change = useMutation({
    mutationFn: (role: string) =>
      call(OPERATOR_ADMIN_ROUTES.changeRole, { params: { id: String(row.id) }, body: { role } }),
    onSuccess: onSaved,
  });
  const problems = change.isError ? problemsOf(change.error) : null;
  return (
    <Dialog
      title={t('operators.changeRoleOf', { name: row.displayName })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={change.isPending}>
            {t('operators.saveRole')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(String(new FormData(event.currentTarget).get('role')));
        }}
      >
        {problems ? (
          <p className="notice notice--error" role="alert">
            {problems.message}
          </p>
        ) : null}
        <SelectField
          label={t('operators.role')}
          name="role"
          defaultValue={row.role}
          error={problems?.fields.role}
        >
          {roles.map((key) => (
            <option key={key} value={key}>
              {nameOf(key)}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}
