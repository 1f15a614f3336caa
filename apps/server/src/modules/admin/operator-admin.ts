import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_ROLES,
  isOperatorPermission,
  type OperatorPermission,
  OWNER_ROLE,
  PERMISSION_KEYS,
} from '@portal/contracts';
import { operatorAccountEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { listAudit, recordAudit, verifyAuditChain } from '../../platform/audit.ts';
import { serve } from '../../platform/endpoint.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AdminDeps } from './admin.routes.ts';
import * as repo from './operators.repository.ts';

type RoleRow = Awaited<ReturnType<typeof repo.listRoles>>[number];
type AccountRow = Awaited<ReturnType<typeof repo.listOperators>>[number];

const roleView = (r: RoleRow) => ({
  key: r.key,
  name: r.name,
  builtIn: r.built_in,
  editable: r.key !== OWNER_ROLE,
  permissions: r.permissions.filter(isOperatorPermission),
});

const accountView = (r: AccountRow) => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  role: r.role,
  status: r.status === 'disabled' ? ('disabled' as const) : ('active' as const),
  platformWide: r.platform_wide,
  enrolled: Boolean(r.enrolled),
  createdAt: r.created_at.toISOString(),
});

/** A role's permissions, as the catalogue knows them. */
const permissionsOf = (role: RoleRow | undefined): OperatorPermission[] =>
  (role?.permissions ?? []).filter(isOperatorPermission);

/**
 * Nobody hands out more than they hold: a role may only be given permissions its editor has, an
 * operator only a role within the granter's permissions, and only an owner makes or touches owners.
 */
function assertWithin(granter: OperatorPrincipal, permissions: readonly OperatorPermission[]): void {
  if (permissions.some((p) => !granter.permissions.has(p))) throw new AppError('FORBIDDEN');
}

/** Adds the built-in roles a brand lacks: a brand made after the migration gets them here. */
export async function ensureBuiltInRoles(db: Db, merchantId: number): Promise<void> {
  await repo.insertMissingRoles(
    db,
    merchantId,
    Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
      key,
      name: role.name.en,
      permissions: role.permissions,
    })),
  );
}

/** Roles, operator accounts, own sessions and the audit log (issue 15); every write audited. */
export function registerOperatorAdmin(app: FastifyInstance, deps: AdminDeps): void {
  const e = operatorAccountEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const { db } = deps;
  const audit = (
    trx: Db,
    operator: OperatorPrincipal,
    action: string,
    target: string,
    ip: string,
    details: Record<string, unknown> = {},
  ) =>
    recordAudit(trx, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip,
      details,
    });

  serve(app, e.sessions, options, async ({ operator }) => {
    const rows = await repo.liveSessions(db, operator.operatorId, deps.now());
    return rows
      .filter((r) => r.mfa_verified)
      .map((r) => ({
        id: String(r.id),
        ip: r.ip,
        userAgent: r.user_agent,
        createdAt: r.created_at.toISOString(),
        lastSeenAt: r.last_seen_at?.toISOString() ?? null,
        current: r.id === operator.sessionId,
      }));
  });
  serve(app, e.revokeSession, options, async ({ operator, params, request }) => {
    await db.transaction().execute(async (trx) => {
      const done = await repo.revokeOwnSession(trx, operator.operatorId, BigInt(params.id), deps.now());
      if (!done) throw new AppError('NOT_FOUND');
      await audit(trx, operator, 'operator.session.revoke', params.id, request.ip);
    });
    return null;
  });
  serve(app, e.revokeOtherSessions, options, async ({ operator, request }) => {
    const revoked = await db.transaction().execute(async (trx) => {
      const n = await repo.revokeOperatorSessions(trx, operator.operatorId, deps.now(), operator.sessionId);
      await audit(trx, operator, 'operator.session.revoke-others', String(operator.operatorId), request.ip, {
        revoked: n,
      });
      return n;
    });
    return { revoked };
  });
  serve(app, e.recoveryCodes, options, async ({ operator, body, request }) => ({
    recoveryCodes: await deps.operatorAuth.regenerateRecoveryCodes(operator, body.code, request.ip),
  }));

  serve(app, e.roles, options, async ({ operator }) =>
    (await repo.listRoles(db, operator.merchantId)).map(roleView),
  );
  serve(app, e.updateRole, options, async ({ operator, params, body, request }) => {
    if (params.key === OWNER_ROLE) throw new AppError('FORBIDDEN');
    const permissions = PERMISSION_KEYS.filter((p) => body.permissions.includes(p));
    assertWithin(operator, permissions);
    // An operator cannot widen their own role (only the owner, whose role is fixed, edits freely).
    if (params.key === operator.role) throw new AppError('FORBIDDEN');
    return db.transaction().execute(async (trx) => {
      const role = await repo.lockRole(trx, operator.merchantId, params.key);
      if (!role) throw new AppError('NOT_FOUND');
      const before = permissionsOf(role);
      await repo.updateRolePermissions(trx, operator.merchantId, params.key, permissions, deps.now());
      await audit(trx, operator, 'role.update', params.key, request.ip, { before, after: permissions });
      return roleView({ ...role, permissions });
    });
  });

  serve(app, e.list, options, async ({ operator }) =>
    (await repo.listOperators(db, operator.merchantId)).map(accountView),
  );
  const accountOf = async (trx: Db, merchantId: number, id: number) => {
    const row = (await repo.listOperators(trx, merchantId)).find((r) => r.id === id);
    if (!row) throw new AppError('NOT_FOUND');
    return accountView(row);
  };
  /** The target operator, locked; another brand's id is NOT_FOUND; owners only by an owner. */
  const lockTarget = async (trx: Db, operator: OperatorPrincipal, idText: string) => {
    const target = await repo.lockOperator(trx, operator.merchantId, Number(idText));
    if (!target) throw new AppError('NOT_FOUND');
    if (target.id === operator.operatorId) throw new AppError('FORBIDDEN');
    if (target.role === OWNER_ROLE && operator.role !== OWNER_ROLE) throw new AppError('FORBIDDEN');
    return target;
  };
  const grantable = async (trx: Db, operator: OperatorPrincipal, key: string) => {
    const role = await repo.lockRole(trx, operator.merchantId, key);
    if (!role) throw new AppError('NOT_FOUND');
    if (key === OWNER_ROLE && operator.role !== OWNER_ROLE) throw new AppError('FORBIDDEN');
    assertWithin(operator, permissionsOf(role));
  };

  serve(app, e.create, options, async ({ operator, body, request }) => {
    const password = randomBytes(15).toString('base64url');
    const passwordHash = await hashPassword(password);
    const id = await db.transaction().execute(async (trx) => {
      await grantable(trx, operator, body.role);
      const created = await repo.insertOperatorIfNew(trx, {
        merchant_id: operator.merchantId,
        username: body.username,
        display_name: body.displayName,
        role: body.role,
        password_hash: passwordHash,
      });
      if (created === undefined) throw new AppError('CONFLICT');
      await audit(trx, operator, 'operator.create', body.username, request.ip, {
        after: { role: body.role, displayName: body.displayName },
      });
      return created;
    });
    return { id, password };
  });
  serve(app, e.changeRole, options, async ({ operator, params, body, request }) =>
    db.transaction().execute(async (trx) => {
      const target = await lockTarget(trx, operator, params.id);
      await grantable(trx, operator, body.role);
      if (target.role !== body.role) {
        await repo.updateOperator(trx, target.id, { role: body.role });
        await audit(trx, operator, 'operator.role', target.username, request.ip, {
          before: { role: target.role },
          after: { role: body.role },
        });
      }
      return accountOf(trx, operator.merchantId, target.id);
    }),
  );
  serve(app, e.setStatus, options, async ({ operator, params, body, request }) =>
    db.transaction().execute(async (trx) => {
      const target = await lockTarget(trx, operator, params.id);
      if (target.status !== body.status) {
        const now = deps.now();
        await repo.updateOperator(trx, target.id, { status: body.status, status_changed_at: now });
        if (body.status === 'disabled') await repo.revokeOperatorSessions(trx, target.id, now);
        await audit(
          trx,
          operator,
          `operator.${body.status === 'disabled' ? 'disable' : 'enable'}`,
          target.username,
          request.ip,
          {
            before: { status: target.status },
            after: { status: body.status },
          },
        );
      }
      return accountOf(trx, operator.merchantId, target.id);
    }),
  );
  serve(app, e.resetTotp, options, async ({ operator, params, request }) =>
    db.transaction().execute(async (trx) => {
      const target = await lockTarget(trx, operator, params.id);
      await repo.updateOperator(trx, target.id, { totp_secret: null, totp_last_step: null });
      await repo.replaceRecoveryCodes(trx, target.id, []);
      await repo.revokeOperatorSessions(trx, target.id, deps.now());
      await audit(trx, operator, 'operator.totp.reset', target.username, request.ip, {
        before: { enrolled: target.totp_secret !== null },
        after: { enrolled: false },
      });
      return accountOf(trx, operator.merchantId, target.id);
    }),
  );

  serve(app, e.audit, options, async ({ operator, query }) => {
    // The operator filter takes an id or a username; an unknown username finds nothing.
    let actorId = query.actor;
    if (actorId !== undefined && !/^\d{1,18}$/.test(actorId)) {
      const named = await repo.findOperatorByName(db, operator.merchantId, actorId);
      if (!named) return { list: [], next: null };
      actorId = String(named.id);
    }
    const names = new Map(
      (await repo.listOperators(db, operator.merchantId)).map((r) => [String(r.id), r.username]),
    );
    const rows = await listAudit(db, {
      merchantId: operator.merchantId,
      actorId,
      action: query.action,
      target: query.target,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      beforeId: query.before ? BigInt(query.before) : undefined,
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map((r) => ({
        id: String(r.id),
        actorType: r.actor_type,
        actorId: r.actor_id,
        actorName: r.actor_type === 'operator' && r.actor_id ? (names.get(r.actor_id) ?? null) : null,
        action: r.action,
        target: r.target,
        details: (r.details ?? {}) as Record<string, unknown>,
        ip: r.ip,
        createdAt: r.created_at.toISOString(),
      })),
      next: rows.length > query.pageSize ? String(page[page.length - 1]?.id) : null,
    };
  });
  serve(app, e.verifyAudit, options, async ({ operator }) => {
    const report = await verifyAuditChain(db, operator.merchantId);
    return {
      entries: report.entries,
      break: report.break
        ? {
            entryId: report.break.entryId,
            problem: report.break.problem,
            expected: report.break.expected,
            found: report.break.found,
          }
        : null,
    };
  });
}
