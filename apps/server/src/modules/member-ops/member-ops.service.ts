import { randomInt } from 'node:crypto';
import {
  type AdjustmentDirection,
  type AdjustmentReason,
  type AdjustmentStatus,
  AGENT_TYPES,
  formatMoney,
  type MemberKind,
  type MemberSearchField,
  type MemberSearchSort,
  parseMoney,
  type RecordType,
  TRIAL_TYPES,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { paginate } from '../../platform/paging.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { operatorNames } from '../admin/operator-directory.ts';
import { uplineOf } from '../agents/upline.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { post } from '../ledger/ledger.ts';
import * as members from '../member/members.ts';
import type { SignIn } from '../member/sign-in.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import { countMemberSessions, memberSessionsPage, membersSeenAt } from '../session/member-sessions.ts';
import type { RecordService } from '../wallet/records.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import * as repo from './member-ops.repository.ts';
import type { BalanceAdjustmentRow } from './member-ops.tables.ts';

/** Defaults of a brand that has not set its adjustment policy (major units of its currency). */
const DEFAULT_THRESHOLD_MAJOR = 10_000n;
const DEFAULT_TTL_HOURS = 48;
const DEFAULT_ROLE_LIMITS_MAJOR: Record<string, bigint> = { owner: 10_000n, finance: 1_000n };

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 12;

type Page = { pageNo: number; pageSize: number };
type Client = { ip: string };

export interface Policy {
  fourEyesThreshold: bigint;
  proposalTtlHours: number;
  roleLimits: Record<string, bigint>;
}

/** A one-time password: 12 characters, at least one letter and one digit. */
export function oneTimePassword(): string {
  for (;;) {
    let text = '';
    for (let i = 0; i < PASSWORD_LENGTH; i += 1)
      text += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[a-zA-Z]/.test(text) && /\d/.test(text)) return text;
  }
}

const TYPES_OF: Record<MemberKind, readonly number[]> = {
  member: [0],
  agent: AGENT_TYPES,
  trial: TRIAL_TYPES,
};

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export interface MemberOpsDeps {
  db: Db;
  now: () => Date;
  events: EventBus;
  brands: BrandService;
  wallet: WalletService;
  records: RecordService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  signIn: SignIn;
}

/**
 * The operators' work on members (issue 15, "Members"; ADR 0026): search and the member 360 page
 * (read through the member, session, wallet, payments and agents modules), the account actions
 * (lock, sign-out, password reset, clearing the authenticator), notes and tags, and manual
 * balance adjustments with per-role limits and four-eyes approval. Every write is audited in its
 * own transaction, with the state before and after.
 */
export class MemberOpsService {
  readonly #d: MemberOpsDeps;

  constructor(deps: MemberOpsDeps) {
    this.#d = deps;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#d.brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  /** The member of the operator's brand, or NOT_FOUND (another brand's member is not there). */
  async #member(operator: OperatorPrincipal, id: string, db: Db = this.#d.db): Promise<MemberRow> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const member = await members.findMemberById(db, operator.merchantId, BigInt(id));
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  #audit(
    trx: Db,
    operator: OperatorPrincipal,
    client: Client,
    action: string,
    target: string,
    details: Record<string, unknown>,
  ) {
    return recordAudit(trx, {
      merchantId: operator.merchantId,
      actorType: 'operator',
      actorId: String(operator.operatorId),
      action,
      target,
      ip: client.ip,
      details,
    });
  }

  /** Tells the member's open tabs, on every node, that their sessions ended (live.routes closes them). */
  async #sessionsEnded(merchantId: number, memberId: bigint): Promise<void> {
    await this.#d.events.publish(memberChannel(merchantId, memberId), { type: 'session.ended' });
  }

  async #names(ids: (number | null)[]) {
    return operatorNames(
      this.#d.db,
      ids.filter((id): id is number => id !== null),
    );
  }

  // Search and the 360 page.

  async search(
    operator: OperatorPrincipal,
    query: Page & {
      by: MemberSearchField;
      q?: string | undefined;
      status?: 'active' | 'disabled' | undefined;
      kind?: MemberKind | undefined;
      tag?: string | undefined;
      sort: MemberSearchSort;
      order: 'asc' | 'desc';
    },
  ) {
    const q = query.q?.trim() || undefined;
    const search: members.MemberSearch = {
      merchantId: operator.merchantId,
      by: query.by,
      q,
      alsoIds: query.by === 'ip' && q ? await membersSeenAt(this.#d.db, operator.merchantId, q) : undefined,
      onlyIds: query.tag ? await repo.membersTagged(this.#d.db, operator.merchantId, query.tag) : undefined,
      status: query.status,
      types: query.kind ? TYPES_OF[query.kind] : undefined,
      sort: query.sort,
      order: query.order,
    };
    return paginate(
      query,
      () => members.countMembers(this.#d.db, search),
      (window) => members.membersPage(this.#d.db, search, window),
      (m) => ({
        id: String(m.id),
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        status: m.status,
        mobile: m.mobile,
        email: m.email,
        registerIp: m.register_ip,
        lastLoginIp: m.last_login_ip,
        lastLoginAt: iso(m.last_login_at),
        createdAt: m.created_at.toISOString(),
      }),
    );
  }

  async profile(operator: OperatorPrincipal, id: string) {
    const m = await this.#member(operator, id);
    return this.#profileOf(m);
  }

  async #profileOf(m: MemberRow) {
    const { db } = this.#d;
    const [tags, lockNote, addresses, upline] = await Promise.all([
      repo.tagsOf(db, m.merchant_id, m.id),
      m.status === 'disabled' ? repo.lastLockNote(db, m.merchant_id, m.id) : Promise.resolve(undefined),
      members.memberKnownAddresses(db, m.id),
      uplineOf(db, m.merchant_id, m.id),
    ]);
    const lock = lockNote?.kind === 'LOCK' ? lockNote : undefined;
    const names = await this.#names([lock?.operator_id ?? null]);
    return {
      id: String(m.id),
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      status: m.status,
      mobile: m.mobile,
      email: m.email,
      registerIp: m.register_ip,
      lastLoginIp: m.last_login_ip,
      lastLoginAt: iso(m.last_login_at),
      createdAt: m.created_at.toISOString(),
      language: m.language,
      referralCode: m.referral_code,
      registerDomain: m.register_domain,
      registerMethod: m.register_method,
      firstLoginAt: iso(m.first_login_at),
      mustChangePassword: m.must_change_password,
      verification: {
        mobileVerifiedAt: iso(m.mobile_verified_at),
        emailVerifiedAt: iso(m.email_verified_at),
        bankName: m.payee_name,
      },
      twoFactor: { enabled: m.totp_enabled_at !== null, since: iso(m.totp_enabled_at) },
      lock: lock
        ? {
            reason: lock.body,
            by: { id: lock.operator_id, name: names.get(lock.operator_id) ?? `#${lock.operator_id}` },
            at: lock.created_at.toISOString(),
          }
        : null,
      tags,
      knownAddresses: addresses.map((a) => ({
        ip: a.ip,
        firstSeenAt: a.first_seen_at.toISOString(),
        lastSeenAt: a.last_seen_at.toISOString(),
      })),
      upline: upline.map((u) => ({
        id: String(u.id),
        account: u.account,
        nickname: u.nickname,
        type: u.type,
        level: u.level,
        isAgent: u.isAgent,
      })),
    };
  }

  async balances(operator: OperatorPrincipal, id: string) {
    const m = await this.#member(operator, id);
    return this.#d.wallet.funds(await this.#brand(operator), m.id);
  }

  #period(m: MemberRow, query: { from?: string | undefined; to?: string | undefined }) {
    return {
      from: query.from ?? m.created_at.toISOString(),
      to: query.to ?? this.#d.now().toISOString(),
    };
  }

  async ledger(
    operator: OperatorPrincipal,
    id: string,
    query: Page & { from?: string | undefined; to?: string | undefined; type?: RecordType | undefined },
  ) {
    const m = await this.#member(operator, id);
    return this.#d.records.accountRecord(await this.#brand(operator), m.id, {
      ...this.#period(m, query),
      type: query.type,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  }

  async bets(
    operator: OperatorPrincipal,
    id: string,
    query: Page & { from?: string | undefined; to?: string | undefined },
  ) {
    const m = await this.#member(operator, id);
    return this.#d.records.bets(await this.#brand(operator), m.id, {
      ...this.#period(m, query),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  }

  async deposits(operator: OperatorPrincipal, id: string, page: Page) {
    const m = await this.#member(operator, id);
    return this.#d.deposits.list(await this.#brand(operator), m.id, page);
  }

  async withdrawals(operator: OperatorPrincipal, id: string, page: Page) {
    const m = await this.#member(operator, id);
    return this.#d.withdrawals.list(await this.#brand(operator), m.id, page);
  }

  async sessions(operator: OperatorPrincipal, id: string, query: Page & { open: boolean }) {
    const m = await this.#member(operator, id);
    const now = this.#d.now();
    const filter = { merchantId: m.merchant_id, memberId: m.id, openAt: query.open ? now : undefined };
    return paginate(
      query,
      () => countMemberSessions(this.#d.db, filter),
      (window) => memberSessionsPage(this.#d.db, filter, window),
      (s) => {
        const expired = s.idle_expires_at <= now || s.absolute_expires_at <= now;
        const expiredAt =
          s.idle_expires_at < s.absolute_expires_at ? s.idle_expires_at : s.absolute_expires_at;
        return {
          id: String(s.id),
          ip: s.ip,
          userAgent: s.user_agent,
          startedAt: s.created_at.toISOString(),
          lastSeenAt: s.last_seen_at.toISOString(),
          state: s.revoked_at ? ('ENDED' as const) : expired ? ('EXPIRED' as const) : ('OPEN' as const),
          endedAt: iso(s.revoked_at ?? (expired ? expiredAt : null)),
          endReason: s.revoke_reason,
        };
      },
    );
  }

  // Notes and tags.

  async notes(operator: OperatorPrincipal, id: string, page: Page) {
    const m = await this.#member(operator, id);
    const { db } = this.#d;
    const result = await paginate(
      page,
      () => repo.countNotes(db, m.merchant_id, m.id),
      (window) => repo.notesPage(db, m.merchant_id, m.id, window),
      (n) => n,
    );
    const names = await this.#names(result.list.map((n) => n.operator_id));
    return { ...result, list: result.list.map((n) => this.#noteView(n, names)) };
  }

  #noteView(
    n: { id: bigint; kind: 'NOTE' | 'LOCK' | 'UNLOCK'; body: string; operator_id: number; created_at: Date },
    names: Map<number, string>,
  ) {
    return {
      id: String(n.id),
      kind: n.kind,
      body: n.body,
      by: { id: n.operator_id, name: names.get(n.operator_id) ?? `#${n.operator_id}` },
      createdAt: n.created_at.toISOString(),
    };
  }

  async addNote(operator: OperatorPrincipal, id: string, body: string, client: Client) {
    const m = await this.#member(operator, id);
    const note = await this.#d.db.transaction().execute(async (trx) => {
      const row = await repo.insertNote(trx, {
        merchant_id: m.merchant_id,
        member_id: m.id,
        kind: 'NOTE',
        body,
        operator_id: operator.operatorId,
        created_at: this.#d.now(),
      });
      await this.#audit(trx, operator, client, 'member.note', String(m.id), {
        account: m.account,
        before: {},
        after: { note: body },
      });
      return row;
    });
    return this.#noteView(note, await this.#names([note.operator_id]));
  }

  async setTags(operator: OperatorPrincipal, id: string, tags: string[], client: Client) {
    const m = await this.#member(operator, id);
    // One spelling per tag, compared without case; kept in order.
    const byKey = new Map<string, string>();
    for (const tag of tags)
      if (!byKey.has(tag.trim().toLowerCase())) byKey.set(tag.trim().toLowerCase(), tag.trim());
    const unique = [...byKey.values()].sort();
    await this.#d.db.transaction().execute(async (trx) => {
      await members.lockMember(trx, m.id);
      const before = await repo.replaceTags(trx, {
        merchantId: m.merchant_id,
        memberId: m.id,
        tags: unique,
        operatorId: operator.operatorId,
        now: this.#d.now(),
      });
      await this.#audit(trx, operator, client, 'member.tags', String(m.id), {
        account: m.account,
        before: { tags: before },
        after: { tags: unique },
      });
    });
    return { tags: unique };
  }

  // Account actions.

  async setLocked(operator: OperatorPrincipal, id: string, locked: boolean, reason: string, client: Client) {
    const m = await this.#member(operator, id);
    const now = this.#d.now();
    const status = locked ? 'disabled' : 'active';
    await this.#d.db.transaction().execute(async (trx) => {
      const before = await members.setMemberStatus(trx, m.merchant_id, m.id, status, now);
      if (before === undefined) throw new AppError('NOT_FOUND');
      if (before === status) throw new AppError('INVALID_STATE');
      await repo.insertNote(trx, {
        merchant_id: m.merchant_id,
        member_id: m.id,
        kind: locked ? 'LOCK' : 'UNLOCK',
        body: reason,
        operator_id: operator.operatorId,
        created_at: now,
      });
      // A locked member is signed out everywhere, remembered sign-ins included.
      if (locked) await this.#d.signIn.endAll(trx, m.id, 'locked', now);
      await this.#audit(trx, operator, client, locked ? 'member.lock' : 'member.unlock', String(m.id), {
        account: m.account,
        reason,
        before: { status: before },
        after: { status },
      });
    });
    if (locked) await this.#sessionsEnded(m.merchant_id, m.id);
    return this.profile(operator, id);
  }

  async logout(operator: OperatorPrincipal, id: string, client: Client) {
    const m = await this.#member(operator, id);
    const now = this.#d.now();
    const ended = await this.#d.db.transaction().execute(async (trx) => {
      const open = await countMemberSessions(trx, { merchantId: m.merchant_id, memberId: m.id, openAt: now });
      await this.#d.signIn.endAll(trx, m.id, 'operator', now);
      await this.#audit(trx, operator, client, 'member.logout', String(m.id), {
        account: m.account,
        before: { openSessions: open },
        after: { openSessions: 0 },
      });
      return open;
    });
    await this.#sessionsEnded(m.merchant_id, m.id);
    return { sessionsEnded: ended };
  }

  async resetPassword(operator: OperatorPrincipal, id: string, client: Client) {
    const m = await this.#member(operator, id);
    const now = this.#d.now();
    const password = oneTimePassword();
    const hash = await hashPassword(password);
    await this.#d.db.transaction().execute(async (trx) => {
      await members.lockMember(trx, m.id);
      // The member's must-change mark (as the default password sets it): the next sign-in may only change it.
      await members.setMemberPassword(trx, m.id, hash, now, { mustChange: true });
      await members.voidPasswordResets(trx, m.merchant_id, m.id, now);
      await this.#d.signIn.endAll(trx, m.id, 'password reset', now);
      await this.#audit(trx, operator, client, 'member.resetPassword', String(m.id), {
        account: m.account,
        before: { mustChangePassword: m.must_change_password, passwordChangedAt: iso(m.password_changed_at) },
        after: { mustChangePassword: true, passwordChangedAt: now.toISOString() },
      });
    });
    await this.#sessionsEnded(m.merchant_id, m.id);
    return { password };
  }

  async clearTwoFactor(operator: OperatorPrincipal, id: string, client: Client) {
    const m = await this.#member(operator, id);
    const now = this.#d.now();
    await this.#d.db.transaction().execute(async (trx) => {
      const wasOn = await members.clearMemberTotp(trx, m.merchant_id, m.id, now);
      if (!wasOn) throw new AppError('INVALID_STATE');
      await this.#audit(trx, operator, client, 'member.clear2fa', String(m.id), {
        account: m.account,
        before: { twoFactor: true, since: iso(m.totp_enabled_at) },
        after: { twoFactor: false },
      });
    });
    return this.profile(operator, id);
  }

  // Balance adjustments.

  async policy(brand: Brand, db: Db = this.#d.db): Promise<Policy> {
    const row = await repo.findPolicy(db, brand.id);
    return this.#policyOf(brand, row);
  }

  #policyOf(brand: Brand, row: Awaited<ReturnType<typeof repo.findPolicy>>): Policy {
    const unit = 10n ** BigInt(brand.currencyExponent);
    if (!row) {
      return {
        fourEyesThreshold: DEFAULT_THRESHOLD_MAJOR * unit,
        proposalTtlHours: DEFAULT_TTL_HOURS,
        roleLimits: Object.fromEntries(
          Object.entries(DEFAULT_ROLE_LIMITS_MAJOR).map(([role, major]) => [role, major * unit]),
        ),
      };
    }
    const limits = (row.role_limits ?? {}) as Record<string, string>;
    return {
      fourEyesThreshold: BigInt(row.four_eyes_threshold),
      proposalTtlHours: row.proposal_ttl_hours,
      roleLimits: Object.fromEntries(
        Object.entries(limits)
          .filter(([, v]) => /^\d{1,19}$/.test(String(v)))
          .map(([role, v]) => [role, BigInt(v)]),
      ),
    };
  }

  /** What an operator of this role applies alone: the role's limit, never above the threshold. */
  static ownLimit(policy: Policy, role: string): bigint {
    const limit = policy.roleLimits[role] ?? 0n;
    return limit < policy.fourEyesThreshold ? limit : policy.fourEyesThreshold;
  }

  async policyView(operator: OperatorPrincipal) {
    const brand = await this.#brand(operator);
    return this.#policyView(brand, await this.policy(brand), operator.role);
  }

  #policyView(brand: Brand, p: Policy, role: string) {
    const money = (v: bigint) => formatMoney(v, brand.currencyExponent);
    return {
      currency: brand.currency,
      fourEyesThreshold: money(p.fourEyesThreshold),
      proposalTtlHours: p.proposalTtlHours,
      roleLimits: Object.fromEntries(Object.entries(p.roleLimits).map(([r, v]) => [r, money(v)])),
      ownLimit: money(MemberOpsService.ownLimit(p, role)),
    };
  }

  async setPolicy(
    operator: OperatorPrincipal,
    input: { fourEyesThreshold: string; proposalTtlHours: number; roleLimits: Record<string, string> },
    client: Client,
  ) {
    const brand = await this.#brand(operator);
    const parse = (text: string) => {
      const v = parseMoney(text, brand.currencyExponent);
      if (v === null) throw new AppError('AMOUNT_INVALID');
      return v;
    };
    const threshold = parse(input.fourEyesThreshold);
    const limits = Object.fromEntries(Object.entries(input.roleLimits).map(([role, v]) => [role, parse(v)]));
    const next: Policy = {
      fourEyesThreshold: threshold,
      proposalTtlHours: input.proposalTtlHours,
      roleLimits: limits,
    };
    await this.#d.db.transaction().execute(async (trx) => {
      const before = this.#policyOf(brand, await repo.lockPolicy(trx, brand.id));
      await repo.upsertPolicy(trx, {
        merchantId: brand.id,
        fourEyesThreshold: threshold,
        proposalTtlHours: input.proposalTtlHours,
        roleLimits: Object.fromEntries(Object.entries(limits).map(([r, v]) => [r, String(v)])),
        operatorId: operator.operatorId,
        now: this.#d.now(),
      });
      await this.#audit(trx, operator, client, 'adjustment.policy', brand.code, {
        before: this.#policyView(brand, before, operator.role),
        after: this.#policyView(brand, next, operator.role),
      });
    });
    return this.#policyView(brand, next, operator.role);
  }

  async #adjustmentViews(brand: Brand, rows: BalanceAdjustmentRow[]) {
    const accounts = await members.memberAccountsOf(
      this.#d.db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    const names = await this.#names(rows.flatMap((r) => [r.proposed_by, r.decided_by]));
    const ref = (id: number) => ({ id, name: names.get(id) ?? `#${id}` });
    return rows.map((r) => ({
      id: String(r.id),
      memberId: String(r.member_id),
      account: accounts.get(r.member_id) ?? '',
      direction: r.direction,
      amount: formatMoney(r.amount, brand.currencyExponent),
      currency: r.currency,
      reasonCode: r.reason_code,
      note: r.note,
      status: r.status,
      proposedBy: ref(r.proposed_by),
      proposedAt: r.proposed_at.toISOString(),
      expiresAt: iso(r.expires_at),
      decidedBy: r.decided_by === null ? null : ref(r.decided_by),
      decidedAt: iso(r.decided_at),
      decisionNote: r.decision_note,
      transactionId: r.ledger_transaction_id === null ? null : String(r.ledger_transaction_id),
    }));
  }

  async #adjustmentView(brand: Brand, row: BalanceAdjustmentRow) {
    const [view] = await this.#adjustmentViews(brand, [row]);
    if (!view) throw new Error('adjustment view missing');
    return view;
  }

  async adjustments(
    operator: OperatorPrincipal,
    query: Page & { status: AdjustmentStatus; memberId?: string },
  ) {
    const brand = await this.#brand(operator);
    let memberId: bigint | undefined;
    if (query.memberId !== undefined) memberId = (await this.#member(operator, query.memberId)).id;
    const filter = {
      merchantId: brand.id,
      status: query.memberId === undefined ? query.status : undefined,
      memberId,
    };
    const page = await paginate(
      query,
      () => repo.countAdjustments(this.#d.db, filter),
      (window) => repo.adjustmentsPage(this.#d.db, filter, window),
      (r) => r,
    );
    return { ...page, list: await this.#adjustmentViews(brand, page.list) };
  }

  /**
   * Writes the adjustment to the journal (main wallet against the brand's house account; a debit
   * that would take the wallet below zero is refused by the ledger, INSUFFICIENT_FUNDS, and the
   * caller's transaction rolls back) and marks the row applied.
   */
  async #apply(
    trx: Db,
    brand: Brand,
    row: BalanceAdjustmentRow,
    decidedBy: number | null,
    note: string | null,
  ) {
    const amount = row.direction === 'CREDIT' ? row.amount : -row.amount;
    const posted = await post(trx, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: 'ADJUSTMENT',
      idempotencyKey: `adjustment:${row.id}`,
      reference: `adjustment:${row.id}`,
      metadata: {
        reason: row.reason_code,
        note: row.note,
        proposedBy: row.proposed_by,
        approvedBy: decidedBy,
      },
      postings: [
        { account: { merchantId: brand.id, kind: 'HOUSE' }, amount: -amount },
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: row.member_id }, amount },
      ],
    });
    return repo.decideAdjustment(trx, row.id, {
      status: 'APPLIED',
      decidedBy,
      decidedAt: this.#d.now(),
      note,
      transactionId: posted.transactionId,
    });
  }

  #auditRow(row: BalanceAdjustmentRow, brand: Brand) {
    return {
      status: row.status,
      direction: row.direction,
      amount: formatMoney(row.amount, brand.currencyExponent),
      reasonCode: row.reason_code,
      memberId: String(row.member_id),
      transactionId: row.ledger_transaction_id === null ? null : String(row.ledger_transaction_id),
    };
  }

  async propose(
    operator: OperatorPrincipal,
    id: string,
    input: {
      direction: AdjustmentDirection;
      amount: string;
      reasonCode: AdjustmentReason;
      note: string;
      idempotencyKey: string;
    },
    client: Client,
  ) {
    const brand = await this.#brand(operator);
    const m = await this.#member(operator, id);
    const amount = parseMoney(input.amount, brand.currencyExponent);
    if (amount === null || amount <= 0n) throw new AppError('AMOUNT_INVALID');
    const same = (r: BalanceAdjustmentRow) =>
      r.member_id === m.id &&
      r.direction === input.direction &&
      r.amount === amount &&
      r.reason_code === input.reasonCode &&
      r.proposed_by === operator.operatorId;
    const replay = async () => {
      const existing = await repo.findAdjustmentByKey(this.#d.db, brand.id, input.idempotencyKey);
      if (!existing) return null;
      // The same request again answers what the first made; another request with its key is refused.
      if (!same(existing)) throw new AppError('IDEMPOTENCY_CONFLICT');
      return this.#adjustmentView(brand, existing);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const policy = await this.policy(brand);
    const alone = amount <= MemberOpsService.ownLimit(policy, operator.role);
    const now = this.#d.now();
    const row = await this.#d.db.transaction().execute(async (trx) => {
      const inserted = await repo.insertAdjustment(trx, {
        merchant_id: brand.id,
        member_id: m.id,
        direction: input.direction,
        amount,
        currency: brand.currency,
        reason_code: input.reasonCode,
        note: input.note,
        idempotency_key: input.idempotencyKey,
        status: 'PENDING',
        proposed_by: operator.operatorId,
        proposed_at: now,
        expires_at: alone ? null : new Date(now.getTime() + policy.proposalTtlHours * 3_600_000),
      });
      // The key was taken meanwhile (the same request twice at once): answered below.
      if (!inserted) return null;
      if (!alone && input.direction === 'DEBIT') {
        // A proposal to take more than the wallet holds is refused now, not only at approval.
        const funds = await this.#d.wallet.balance(brand, m.id, trx);
        if ((parseMoney(funds.main, brand.currencyExponent) ?? 0n) < amount)
          throw new AppError('INSUFFICIENT_FUNDS');
      }
      const result = alone ? await this.#apply(trx, brand, inserted, null, null) : inserted;
      await this.#audit(
        trx,
        operator,
        client,
        alone ? 'adjustment.apply' : 'adjustment.propose',
        String(result.id),
        {
          account: m.account,
          note: input.note,
          ownLimit: formatMoney(MemberOpsService.ownLimit(policy, operator.role), brand.currencyExponent),
          before: {},
          after: this.#auditRow(result, brand),
        },
      );
      return result;
    });
    if (!row) {
      const again = await replay();
      if (!again) throw new AppError('CONFLICT');
      return again;
    }
    if (row.status === 'APPLIED') await this.#d.wallet.publishBalances(brand, [m.id]);
    return this.#adjustmentView(brand, row);
  }

  /**
   * Approves or rejects a proposal. The row is locked first, so of two approvers at once one
   * applies it and the other finds it decided (INVALID_STATE); the proposer never decides their
   * own (OWN_PROPOSAL, and the table's check besides); a lapsed proposal is PROPOSAL_EXPIRED.
   */
  async decide(
    operator: OperatorPrincipal,
    id: string,
    decision: { approve: boolean; note: string | null },
    client: Client,
  ) {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const brand = await this.#brand(operator);
    const now = this.#d.now();
    const row = await this.#d.db.transaction().execute(async (trx) => {
      const current = await repo.lockAdjustment(trx, brand.id, BigInt(id));
      if (!current) throw new AppError('NOT_FOUND');
      if (current.proposed_by === operator.operatorId) throw new AppError('OWN_PROPOSAL');
      if (current.status !== 'PENDING') throw new AppError('INVALID_STATE');
      if (current.expires_at !== null && current.expires_at <= now) throw new AppError('PROPOSAL_EXPIRED');
      const decided = decision.approve
        ? await this.#apply(trx, brand, current, operator.operatorId, decision.note)
        : await repo.decideAdjustment(trx, current.id, {
            status: 'REJECTED',
            decidedBy: operator.operatorId,
            decidedAt: now,
            note: decision.note,
            transactionId: null,
          });
      await this.#audit(
        trx,
        operator,
        client,
        decision.approve ? 'adjustment.approve' : 'adjustment.reject',
        String(current.id),
        {
          note: decision.note,
          proposedBy: current.proposed_by,
          before: this.#auditRow(current, brand),
          after: this.#auditRow(decided, brand),
        },
      );
      return decided;
    });
    if (row.status === 'APPLIED') await this.#d.wallet.publishBalances(brand, [row.member_id]);
    return this.#adjustmentView(brand, row);
  }

  /** The job: proposals past their time become EXPIRED, each recorded in its brand's audit chain. */
  async expireProposals(): Promise<number> {
    return this.#d.db.transaction().execute(async (trx) => {
      const expired = await repo.expireProposals(trx, this.#d.now());
      for (const row of expired) {
        await recordAudit(trx, {
          merchantId: row.merchant_id,
          actorType: 'system',
          actorId: null,
          action: 'adjustment.expire',
          target: String(row.id),
          details: {
            before: { status: 'PENDING', expiresAt: iso(row.expires_at) },
            after: { status: 'EXPIRED' },
          },
        });
      }
      return expired.length;
    });
  }
}
