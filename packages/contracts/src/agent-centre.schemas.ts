import { z } from 'zod';
import { TEAM_MEMBER_KINDS, TEAM_SORTS, TEAM_TRANSACTION_KINDS, USER_LOSS_SORTS } from './agent-centre.ts';
import { ZPageQuery } from './paging.schemas.ts';
import { REGISTER_FIELDS } from './register-rules.ts';
import { ZAmount, ZId, ZRequestId } from './wallet.schemas.ts';
import { RECORD_MAX_DAYS } from './wallet.ts';

/**
 * The agent centre's requests (issue 16). Every list is of the calling agent's own team (its
 * whole subtree, ADR 0033); an id or account outside it is answered as if it did not exist
 * (404 NOT_FOUND), so nothing tells an agent what another branch holds.
 */

/** A period as the player's records take it: two instants, at most RECORD_MAX_DAYS apart. */
const period = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};
const withinPeriod = (value: { from: string; to: string }) => {
  const span = Date.parse(value.to) - Date.parse(value.from);
  return span >= 0 && span <= RECORD_MAX_DAYS * 86_400_000;
};

/** An account name to filter by (a team member's, matched exactly, case-insensitive). */
const ZAccountFilter = z.string().trim().toLowerCase().min(1).max(64);

/** Minutes east of UTC of the agent's clock (GMT+06:00 is 360): where its days begin. */
export const ZUtcOffset = z.coerce
  .number()
  .int()
  .min(-12 * 60)
  .max(14 * 60);

export const ZTeamOverviewQuery = z.strictObject({
  utcOffset: ZUtcOffset.default(0),
  /** Days of the chart, ending today (agent's clock). */
  days: z.coerce.number().int().min(7).max(92).default(30),
});

export const ZTeamQuery = z.strictObject({
  /** Drill down: the team of this sub-agent (one of mine); absent: my own team. */
  under: ZId.optional(),
  /** Part of an account or nickname. */
  keyword: z.string().trim().max(64).optional(),
  kind: z.enum(TEAM_MEMBER_KINDS).default('all'),
  /** Only the direct downline of `under` (or of me). */
  directOnly: z.stringbool().default(false),
  sort: z.enum(TEAM_SORTS).default('registered'),
  ...ZPageQuery,
});

export const ZTeamMemberParams = z.strictObject({ id: ZId });

export const ZTeamBetQuery = z
  .strictObject({
    ...period,
    account: ZAccountFilter.optional(),
    category: z
      .string()
      .regex(/^[A-Z_]{2,20}$/)
      .optional(),
    vendor: z
      .string()
      .regex(/^[A-Z0-9]{2,16}$/)
      .optional(),
    ...ZPageQuery,
  })
  .refine(withinPeriod, { message: 'period', path: ['to'] });

export const ZUserLossQuery = z
  .strictObject({
    ...period,
    account: ZAccountFilter.optional(),
    sort: z.enum(USER_LOSS_SORTS).default('profitLoss'),
    order: z.enum(['asc', 'desc']).default('asc'),
    ...ZPageQuery,
  })
  .refine(withinPeriod, { message: 'period', path: ['to'] });

export const ZIncomeQuery = z
  .strictObject({ ...period, utcOffset: ZUtcOffset.default(0) })
  .refine(withinPeriod, { message: 'period', path: ['to'] });

export const ZTeamTransactionQuery = z
  .strictObject({
    ...period,
    account: ZAccountFilter.optional(),
    kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    ...ZPageQuery,
  })
  .refine(withinPeriod, { message: 'period', path: ['to'] });

/**
 * Register centre: a member or a sub-agent under me, with the same fields and the same server
 * checks as the player's registration (the brand's register rules); the invitation code is mine.
 */
export const ZRegisterDownline = z.strictObject({
  ...Object.fromEntries(
    REGISTER_FIELDS.filter((field) => field !== 'affiliateCode').map((field) => [
      field,
      z.string().max(255).optional(),
    ]),
  ),
  kind: z.enum(['member', 'agent']),
});
export type TRegisterDownline = z.infer<typeof ZRegisterDownline> &
  Partial<Record<(typeof REGISTER_FIELDS)[number], string>>;

/** Upline/downline transfer (spec: transferUpline): sealed, with the payment password. */
export const ZAgentTransferRequest = z.strictObject({
  /** A direct downline's account, or my upline's. */
  to: z.string().trim().toLowerCase().min(1).max(64),
  amount: ZAmount,
  paymentPassword: z.string().min(1).max(128),
  /** The client's id of this request; the same id answers the first result again. */
  requestId: ZRequestId,
  remark: z.string().trim().max(140).optional(),
});

export const ZAgentTransferQuery = z
  .strictObject({ ...period, ...ZPageQuery })
  .refine(withinPeriod, { message: 'period', path: ['to'] });
