import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZRowId } from '../ids.schemas.ts';
import { ZOperatorCreateInput, ZRoleKey } from '../operator-accounts.schemas.ts';
import { type OperatorPermission, PERMISSION_KEYS } from '../operator-permissions.ts';
import { OPERATOR_ADMIN_ROUTES, OPERATOR_SESSION_ROUTES } from './operator.routes.ts';

export const ZOperatorLogin = z.strictObject({
  merchant: z.string().trim().toUpperCase().max(16),
  username: z.string().trim().min(1).max(64),
  password: z.string().max(255),
});

/**
 * The second step: the authenticator's six digits, or one of the recovery codes shown at
 * enrolment (each works once).
 */
export const ZOperatorTotp = z.strictObject({ code: z.string().trim().min(1).max(32) });

/** After the password: enrol an authenticator (the first time) or give its code. */
export const ZOperatorLoginStep = z.discriminatedUnion('stage', [
  z.strictObject({
    stage: z.literal('enrol'),
    token: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrImage: z.string(),
  }),
  z.strictObject({ stage: z.literal('verify'), token: z.string() }),
]);

export const ZOperatorSignedIn = z.strictObject({
  token: z.string(),
  /** Shown once, at enrolment: ten single-use codes for when the authenticator is lost. */
  recoveryCodes: z.array(z.string()).optional(),
});

export const ZOperatorPermission = z.enum(PERMISSION_KEYS as [OperatorPermission, ...OperatorPermission[]]);

export const ZOperatorMe = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The role's key at this brand (owner, finance, …, or a brand's own). */
  role: z.string(),
  merchant: z.string(),
  permissions: z.array(ZOperatorPermission),
  /** A platform-wide operator may switch the brand of the session. */
  platformWide: z.boolean(),
  /** The brands this operator may switch to (only the own brand for a brand's operator). */
  brands: z.array(z.strictObject({ code: z.string(), name: z.string() })),
});

export const operatorSessionEndpoints = {
  login: endpoint({
    ...OPERATOR_SESSION_ROUTES.login,
    summary: "An operator's password step; the second factor follows (enrolled the first time).",
    body: ZOperatorLogin,
    response: ZOperatorLoginStep,
  }),
  totp: endpoint({
    ...OPERATOR_SESSION_ROUTES.totp,
    summary:
      'The second step with the pending token as bearer: an authenticator or recovery code makes the session full.',
    body: ZOperatorTotp,
    response: ZOperatorSignedIn,
  }),
  logout: endpoint({
    ...OPERATOR_SESSION_ROUTES.logout,
    summary: "Ends the operator's session.",
    response: z.null(),
  }),
  me: endpoint({
    ...OPERATOR_SESSION_ROUTES.me,
    summary: 'The signed-in operator: brand, role, permissions and the brands they may switch to.',
    response: ZOperatorMe,
  }),
};

export const ZOperatorSession = z.strictObject({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});

export const ZOperatorRole = z.strictObject({
  key: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** The owner role holds every permission and cannot be edited. */
  editable: z.boolean(),
  permissions: z.array(ZOperatorPermission),
});

export const ZOperatorAccount = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  status: z.enum(['active', 'disabled']),
  platformWide: z.boolean(),
  /** Whether an authenticator is enrolled (a reset clears it: the next sign-in enrols again). */
  enrolled: z.boolean(),
  createdAt: z.string(),
});

export const ZOperatorIdParams = z.strictObject({ id: z.string().regex(/^\d{1,9}$/) });

export const ZAuditEntry = z.strictObject({
  id: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  /** The operator's username when the actor is an operator of this brand. */
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const ZAuditQuery = z.strictObject({
  /** An operator's id or username. */
  actor: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Paging backwards: entries older than this id (the `next` of the previous page). */
  before: ZRowId.optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZChainReport = z.strictObject({
  entries: z.number().int(),
  /** The first place the chain does not hold, or null when it is whole. */
  break: z
    .strictObject({
      entryId: z.string().nullable(),
      problem: z.enum(['link', 'hash', 'head']),
      expected: z.string(),
      found: z.string(),
    })
    .nullable(),
});

export const operatorAccountEndpoints = {
  sessions: endpoint({
    ...OPERATOR_SESSION_ROUTES.sessions,
    summary: "The operator's own live sessions, the current one marked.",
    response: z.array(ZOperatorSession),
  }),
  revokeSession: endpoint({
    ...OPERATOR_SESSION_ROUTES.revokeSession,
    summary: 'Ends one of the operator’s own sessions.',
    params: z.strictObject({ id: ZRowId }),
    response: z.null(),
  }),
  revokeOtherSessions: endpoint({
    ...OPERATOR_SESSION_ROUTES.revokeOtherSessions,
    summary: 'Ends every own session but the current one.',
    response: z.strictObject({ revoked: z.number().int() }),
  }),
  switchBrand: endpoint({
    ...OPERATOR_SESSION_ROUTES.switchBrand,
    summary:
      'A platform-wide operator moves the session to another brand (audited in both brands); others get FORBIDDEN.',
    body: z.strictObject({
      merchant: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2,16}$/),
    }),
    response: ZOperatorMe,
  }),
  recoveryCodes: endpoint({
    ...OPERATOR_SESSION_ROUTES.recoveryCodes,
    summary: 'New recovery codes, proven with an authenticator code; the old ones stop working.',
    body: z.strictObject({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    }),
    response: z.strictObject({ recoveryCodes: z.array(z.string()) }),
  }),
  roles: endpoint({
    ...OPERATOR_ADMIN_ROUTES.roles,
    summary: "The brand's roles and their permissions.",
    response: z.array(ZOperatorRole),
  }),
  updateRole: endpoint({
    ...OPERATOR_ADMIN_ROUTES.updateRole,
    summary: "Sets a role's permissions (not the owner's; only permissions the editor holds); audited.",
    params: z.strictObject({ key: ZRoleKey }),
    body: z.strictObject({ permissions: z.array(ZOperatorPermission).max(100) }),
    response: ZOperatorRole,
  }),
  list: endpoint({
    ...OPERATOR_ADMIN_ROUTES.list,
    summary: "The brand's operators.",
    response: z.array(ZOperatorAccount),
  }),
  create: endpoint({
    ...OPERATOR_ADMIN_ROUTES.create,
    summary: 'Creates an operator with a one-time password (answered once); audited.',
    body: ZOperatorCreateInput,
    response: z.strictObject({ id: z.number().int(), password: z.string() }),
  }),
  changeRole: endpoint({
    ...OPERATOR_ADMIN_ROUTES.changeRole,
    summary: "Changes an operator's role; audited with the before and after.",
    params: ZOperatorIdParams,
    body: z.strictObject({ role: ZRoleKey }),
    response: ZOperatorAccount,
  }),
  setStatus: endpoint({
    ...OPERATOR_ADMIN_ROUTES.setStatus,
    summary: 'Disables (ending every session) or enables an operator; audited.',
    params: ZOperatorIdParams,
    body: z.strictObject({ status: z.enum(['active', 'disabled']) }),
    response: ZOperatorAccount,
  }),
  resetTotp: endpoint({
    ...OPERATOR_ADMIN_ROUTES.resetTotp,
    summary: "Clears an operator's authenticator and recovery codes and ends their sessions; audited.",
    params: ZOperatorIdParams,
    response: ZOperatorAccount,
  }),
  audit: endpoint({
    ...OPERATOR_ADMIN_ROUTES.audit,
    summary: "The brand's audit log, newest first, filtered by actor, action prefix, target and time.",
    query: ZAuditQuery,
    response: z.strictObject({ list: z.array(ZAuditEntry), next: z.string().nullable() }),
  }),
  verifyAudit: endpoint({
    ...OPERATOR_ADMIN_ROUTES.verifyAudit,
    summary: "Walks the brand's audit hash chain and reports the first break.",
    response: ZChainReport,
  }),
};
