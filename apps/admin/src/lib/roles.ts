import { BUILT_IN_ROLE_KEYS, BUILT_IN_ROLES, isBuiltInRole, OPERATOR_ADMIN_ROUTES } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './client';
import { useOperator } from './session';

export const ROLES_KEY = ['admin', 'roles'] as const;

/**
 * The brand's roles for labels and choices: the list itself for operators who may manage roles,
 * the built-in ones otherwise; each with its name in the console's language.
 */
export function useRoleNames() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const canList = useOperator().data?.permissions.includes('roles.manage') ?? false;
  const roles = useQuery({
    queryKey: ROLES_KEY,
    queryFn: ({ signal }) => call(OPERATOR_ADMIN_ROUTES.roles, { signal }),
    enabled: canList,
  });
  const keys = roles.data?.map((role) => role.key) ?? [...BUILT_IN_ROLE_KEYS];
  const nameOf = (key: string) =>
    isBuiltInRole(key)
      ? BUILT_IN_ROLES[key].name[language]
      : (roles.data?.find((r) => r.key === key)?.name ?? key);
  return { keys, nameOf };
}
