import { CLAIM_MINUTES } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { operatorNames } from './operator-directory.repository.ts';
import * as repo from './payment-claims.repository.ts';

export type { ClaimSubject } from './payment-claims.repository.ts';

export interface ClaimView {
  operatorId: number;
  operator: string;
  expiresAt: string;
  mine: boolean;
}

/** Owners may take over or release anyone's claim (ADR 0027). */
const isOwner = (operator: OperatorContext) => operator.role === 'owner';

/**
 * Claims on the payment queues (ADR 0027): an operator holds a row for CLAIM_MINUTES while
 * deciding it. Taking one is a single conditional upsert (atomic under parallel claims); a decision
 * checks the claim under its row lock inside the decision's own transaction and drops it.
 */
export class PaymentClaims {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  /** Claims (or renews) a row; held by another: CLAIMED_BY_OTHER; `takeOver` is for owners. Audited. */
  async claim(
    operator: OperatorContext,
    subject: repo.ClaimSubject,
    id: bigint,
    takeOver: boolean,
    ip: string,
  ): Promise<ClaimView> {
    if (takeOver && !isOwner(operator)) throw new AppError('FORBIDDEN');
    const now = this.#now();
    const expiresAt = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
    const taken = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.liveClaim(trx, operator.merchantId, subject, id, now);
      const row = await repo.takeClaim(trx, {
        merchantId: operator.merchantId,
        subject,
        subjectId: id,
        operatorId: operator.operatorId,
        now,
        expiresAt,
        force: takeOver,
      });
      if (!row) return null;
      const tookOver = before !== undefined && before.operator_id !== operator.operatorId;
      await recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: `${subject}.${tookOver ? 'claim-take-over' : 'claim'}`,
        target: String(id),
        ip,
        details: {
          before: before
            ? { operatorId: before.operator_id, expiresAt: before.expires_at.toISOString() }
            : null,
          after: { operatorId: operator.operatorId, expiresAt: expiresAt.toISOString() },
        },
      });
      return row;
    });
    if (!taken) throw await this.#heldBy(operator.merchantId, subject, id);
    return {
      operatorId: operator.operatorId,
      operator: operator.displayName || operator.username,
      expiresAt: taken.expires_at.toISOString(),
      mine: true,
    };
  }

  /** Releases one's claim (an owner: anyone's); someone else's: CLAIMED_BY_OTHER. Audited when one went. */
  async release(
    operator: OperatorContext,
    subject: repo.ClaimSubject,
    id: bigint,
    ip: string,
  ): Promise<void> {
    const released = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.lockClaim(trx, operator.merchantId, subject, id);
      const dropped = await repo.dropClaim(trx, {
        merchantId: operator.merchantId,
        subject,
        subjectId: id,
        operatorId: operator.operatorId,
        anyone: isOwner(operator),
      });
      if (dropped && before) {
        await recordAudit(trx, {
          merchantId: operator.merchantId,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: `${subject}.release`,
          target: String(id),
          ip,
          details: {
            before: { operatorId: before.operator_id, expiresAt: before.expires_at.toISOString() },
            after: null,
          },
        });
      }
      return dropped;
    });
    if (released) return;
    const live = await repo.liveClaim(this.#db, operator.merchantId, subject, id, this.#now());
    if (live && live.operator_id !== operator.operatorId)
      throw await this.#heldBy(operator.merchantId, subject, id);
  }

  /**
   * Inside a decision's transaction: refuses (CLAIMED_BY_OTHER, rolling the decision back) when
   * another operator holds a live claim on the row, and otherwise drops the claim: the row is
   * decided. The claim row's lock orders this against a claim being taken at the same moment.
   */
  async settle(trx: Db, operator: OperatorContext, subject: repo.ClaimSubject, id: bigint): Promise<void> {
    const claim = await repo.lockClaim(trx, operator.merchantId, subject, id);
    if (!claim) return;
    if (claim.operator_id !== operator.operatorId && claim.expires_at > this.#now()) {
      const names = await operatorNames(trx, [claim.operator_id]);
      throw claimedBy(names.get(claim.operator_id) ?? String(claim.operator_id), claim.expires_at);
    }
    await repo.dropClaim(trx, {
      merchantId: operator.merchantId,
      subject,
      subjectId: id,
      operatorId: operator.operatorId,
      anyone: true,
    });
  }

  /** The live claims on these rows, with who holds them, by row id. */
  async claimsOf(
    viewer: OperatorContext,
    subject: repo.ClaimSubject,
    ids: bigint[],
  ): Promise<Map<string, ClaimView>> {
    const rows = await repo.liveClaims(this.#db, viewer.merchantId, subject, ids, this.#now());
    const names = await operatorNames(
      this.#db,
      rows.map((r) => r.operator_id),
    );
    return new Map(
      rows.map((r) => [
        String(r.subject_id),
        {
          operatorId: r.operator_id,
          operator: names.get(r.operator_id) ?? String(r.operator_id),
          expiresAt: r.expires_at.toISOString(),
          mine: r.operator_id === viewer.operatorId,
        },
      ]),
    );
  }

  async #heldBy(merchantId: number, subject: repo.ClaimSubject, id: bigint): Promise<AppError> {
    const live = await repo.liveClaim(this.#db, merchantId, subject, id, this.#now());
    if (!live) return new AppError('CONFLICT');
    const names = await operatorNames(this.#db, [live.operator_id]);
    return claimedBy(names.get(live.operator_id) ?? String(live.operator_id), live.expires_at);
  }
}

function claimedBy(operator: string, until: Date): AppError {
  return new AppError('CLAIMED_BY_OTHER', {
    params: { operator, until: until.toISOString().slice(11, 16) },
    value: { operator, expiresAt: until.toISOString() },
  });
}
