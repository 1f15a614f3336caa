import {
  OPERATOR_ADMIN_ROUTES,
  OPERATOR_PERMISSIONS,
  type OperatorPermission,
  OWNER_ROLE,
  PERMISSION_KEYS,
  type PermissionInfo,
} from '@portal/contracts';
import { Button, Dialog, QueryView } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/client';
import { problemsOf } from '../lib/forms';
import { ROLES_KEY, useRoleNames } from '../lib/roles';
import { useOperator } from '../lib/session';
import '../styles/content.css';

type Role = Awaited<ReturnType<typeof call<typeof OPERATOR_ADMIN_ROUTES.roles>>>[number];
type Group = PermissionInfo['group'];

/** The catalogue's permissions by the group the console shows them under, in catalogue order. */
export function permissionGroups(): { group: Group; keys: OperatorPermission[] }[] {
  const groups: { group: Group; keys: OperatorPermission[] }[] = [];
  for (const key of PERMISSION_KEYS) {
    const group = OPERATOR_PERMISSIONS[key].group;
    const found = groups.find((g) => g.group === group);
    if (found) found.keys.push(key);
    else groups.push({ group, keys: [key] });
  }
  return groups;
}

/**
 * The brand's roles and their permissions, grouped as the catalogue groups them. The owner role
 * is read-only; an operator edits neither their own role nor gives a permission they lack (the
 * server refuses both; here the controls say so).
 */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const me = useOperator().data;
  const { nameOf } = useRoleNames();
  const list = useQuery({
    queryKey: ROLES_KEY,
    queryFn: ({ signal }) => call(OPERATOR_ADMIN_ROUTES.roles, { signal }),
  });
  const [editing, setEditing] = useState<Role | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('roles.heading')}</h1>
      </div>
      <p className="muted">{t('roles.intro')}</p>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <QueryView query={list}>
        {(roles) => (
          <div className="role-grid">
            {[...roles]
              .sort((a, b) => Number(b.key === OWNER_ROLE) - Number(a.key === OWNER_ROLE))
              .map((role) => {
                const own = role.key === me?.role;
                return (
                  <section key={role.key} className="card role-card" aria-labelledby={`role-${role.key}`}>
                    <div className="role-card__head">
                      <h2 id={`role-${role.key}`}>{nameOf(role.key)}</h2>
                      <span className="muted">{t('roles.count', { count: role.permissions.length })}</span>
                    </div>
                    <ul className="role-card__list">
                      {permissionGroups()
                        .filter(({ keys }) => keys.some((key) => role.permissions.includes(key)))
                        .map(({ group, keys }) => (
                          <li key={group}>
                            <strong>{t(`roles.groups.${group}`)}: </strong>
                            {keys
                              .filter((key) => role.permissions.includes(key))
                              .map((key) => OPERATOR_PERMISSIONS[key].label[language])
                              .join(', ')}
                          </li>
                        ))}
                    </ul>
                    {!role.editable ? (
                      <p className="muted">{t('roles.readOnly')}</p>
                    ) : own ? (
                      <p className="muted">{t('roles.yourRole')}</p>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(role)}
                        aria-label={t('roles.editOf', { role: nameOf(role.key) })}
                      >
                        {t('roles.edit')}
                      </Button>
                    )}
                  </section>
                );
              })}
          </div>
        )}
      </QueryView>
      {editing ? (
        <RoleEditor
          role={editing}
          name={nameOf(editing.key)}
          held={new Set(me?.permissions ?? [])}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(t('roles.saved', { role: nameOf(editing.key) }));
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

function RoleEditor({
  role,
  name,
  held,
  onClose,
  onSaved,
}: {
  role: Role;
  name: string;
  held: Set<OperatorPermission>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const queryClient = useQueryClient();
  const formId = useId();
  const [chosen, setChosen] = useState<Set<OperatorPermission>>(() => new Set(role.permissions));
  const save = useMutation({
    mutationFn: () =>
      call(OPERATOR_ADMIN_ROUTES.updateRole, {
        params: { key: role.key },
        body: { permissions: PERMISSION_KEYS.filter((key) => chosen.has(key)) },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROLES_KEY });
      onSaved();
    },
  });
  return (
    <Dialog
      title={t('roles.editTitle', { role: name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {t('roles.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="permission-groups"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {save.isError ? (
          <p className="notice notice--error" role="alert">
            {problemsOf(save.error).message}
          </p>
        ) : null}
        {permissionGroups().map(({ group, keys }) => (
          <fieldset key={group} className="permission-group">
            <legend>{t(`roles.groups.${group}`)}</legend>
            {keys.map((key) => {
              // Nobody hands out what they do not hold: the server refuses a role with such a permission.
              const locked = !held.has(key);
              return (
                <label
                  key={key}
                  className={locked ? 'muted' : undefined}
                  title={locked ? t('roles.notYours') : undefined}
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(key)}
                    disabled={locked}
                    onChange={(event) =>
                      setChosen((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(key);
                        else next.delete(key);
                        return next;
                      })
                    }
                  />
                  {OPERATOR_PERMISSIONS[key].label[language]}
                </label>
              );
            })}
          </fieldset>
        ))}
      </form>
    </Dialog>
  );
}
