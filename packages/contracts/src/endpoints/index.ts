import type { Endpoint } from '../endpoint.ts';
import { adminEndpoints } from './admin.ts';
import { adminAgentsEndpoints } from './admin-agents.ts';
import { adminAgentTransfersEndpoints } from './admin-agents-transfers.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { adminGamesEndpoints } from './admin-games.ts';
import { adminLotteryEndpoints } from './admin-lottery.ts';
import { adminPaymentsEndpoints } from './admin-payments.ts';
import { agentCentreEndpoints } from './agent-centre.ts';
import { adminContractEndpoints, agentContractEndpoints } from './agent-contracts.ts';
import { agentEndpoints } from './agents.ts';
import { contentEndpoints } from './content.ts';
import { crashEndpoints } from './crash.ts';
import { gameEndpoints } from './games.ts';
import { lotteryEndpoints } from './lottery.ts';
import { memberEndpoints } from './member.ts';
import { memberOpsEndpoints } from './member-ops.ts';
import { adminMissionEndpoints, missionEndpoints } from './missions.ts';
import { operatorAccountEndpoints, operatorSessionEndpoints } from './operator.ts';
import { originalsEndpoints } from './originals.ts';
import { paymentEndpoints } from './payments.ts';
import { adminPointsEndpoints, pointsEndpoints } from './points.ts';
import { adminPromotionEndpoints, promotionEndpoints } from './promotions.ts';
import { adminReferralEndpoints, referralEndpoints } from './referral.ts';
import { reportEndpoints } from './reports.ts';
import { sessionEndpoints } from './session.ts';
import { settingsEndpoints } from './settings.ts';
import { systemEndpoints } from './system.ts';
import { trialEndpoints } from './trial.ts';
import { verificationEndpoints } from './verification.ts';
import { adminVipEndpoints, vipEndpoints } from './vip.ts';
import { walletEndpoints } from './wallet.ts';

export * from '../endpoint.ts';
export * from '../openapi.ts';
export * from './admin.routes.ts';
export * from './admin.ts';
export * from './admin-agents.routes.ts';
export * from './admin-agents.ts';
export * from './admin-agents-transfers.routes.ts';
export * from './admin-agents-transfers.ts';
export * from './admin-content.routes.ts';
export * from './admin-content.ts';
export * from './admin-games.routes.ts';
export * from './admin-games.ts';
export * from './admin-lottery.routes.ts';
export * from './admin-lottery.ts';
export * from './admin-payments.routes.ts';
export * from './admin-payments.ts';
export * from './agent-centre.routes.ts';
export * from './agent-centre.ts';
export * from './agent-contracts.routes.ts';
export * from './agent-contracts.ts';
export * from './agents.routes.ts';
export * from './agents.ts';
export * from './content.routes.ts';
export * from './content.ts';
export * from './crash.routes.ts';
export * from './crash.ts';
export * from './games.routes.ts';
export * from './games.ts';
export * from './lottery.routes.ts';
export * from './lottery.ts';
export * from './member.routes.ts';
export * from './member.ts';
export * from './member-ops.routes.ts';
export * from './member-ops.ts';
export * from './missions.routes.ts';
export * from './missions.ts';
export * from './operator.routes.ts';
export * from './operator.ts';
export * from './originals.routes.ts';
export * from './originals.ts';
export * from './payments.routes.ts';
export * from './payments.ts';
export * from './points.routes.ts';
export * from './points.ts';
export * from './promotions.routes.ts';
export * from './promotions.ts';
export * from './referral.routes.ts';
export * from './referral.ts';
export * from './reports.routes.ts';
export * from './reports.ts';
export * from './session.routes.ts';
export * from './session.ts';
export * from './settings.routes.ts';
export * from './settings.ts';
export * from './system.routes.ts';
export * from './system.ts';
export * from './trial.routes.ts';
export * from './trial.ts';
export * from './verification.routes.ts';
export * from './verification.ts';
export * from './vip.routes.ts';
export * from './vip.ts';
export * from './wallet.routes.ts';
export * from './wallet.ts';

/** A domain's endpoints keyed by their ids. */
type ById<M> = { [K in keyof M as M[K] extends { id: infer I extends string } ? I : never]: M[K] };

/** Every declared endpoint by id: the web client finds an endpoint's types from its route. */
export type EndpointsById = ById<typeof systemEndpoints> &
  ById<typeof verificationEndpoints> &
  ById<typeof sessionEndpoints> &
  ById<typeof memberEndpoints> &
  ById<typeof agentEndpoints> &
  ById<typeof agentCentreEndpoints> &
  ById<typeof agentContractEndpoints> &
  ById<typeof adminContractEndpoints> &
  ById<typeof gameEndpoints> &
  ById<typeof lotteryEndpoints> &
  ById<typeof originalsEndpoints> &
  ById<typeof crashEndpoints> &
  ById<typeof operatorSessionEndpoints> &
  ById<typeof contentEndpoints> &
  ById<typeof walletEndpoints> &
  ById<typeof paymentEndpoints> &
  ById<typeof adminEndpoints> &
  ById<typeof adminContentEndpoints> &
  ById<typeof adminGamesEndpoints> &
  ById<typeof adminLotteryEndpoints> &
  ById<typeof adminPaymentsEndpoints> &
  ById<typeof operatorAccountEndpoints> &
  ById<typeof memberOpsEndpoints> &
  ById<typeof adminAgentsEndpoints> &
  ById<typeof adminAgentTransfersEndpoints> &
  ById<typeof settingsEndpoints> &
  ById<typeof reportEndpoints> &
  ById<typeof promotionEndpoints> &
  ById<typeof adminPromotionEndpoints> &
  ById<typeof pointsEndpoints> &
  ById<typeof adminPointsEndpoints> &
  ById<typeof referralEndpoints> &
  ById<typeof adminReferralEndpoints> &
  ById<typeof missionEndpoints> &
  ById<typeof adminMissionEndpoints> &
  ById<typeof vipEndpoints> &
  ById<typeof adminVipEndpoints> &
  ById<typeof trialEndpoints>;

/**
 * Every endpoint declared in the contracts (issue 14). Domains move here one at a time; a route
 * that is served from a declaration appears in the OpenAPI document.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(verificationEndpoints),
  ...Object.values(sessionEndpoints),
  ...Object.values(memberEndpoints),
  ...Object.values(agentEndpoints),
  ...Object.values(agentCentreEndpoints),
  ...Object.values(agentContractEndpoints),
  ...Object.values(promotionEndpoints),
  ...Object.values(pointsEndpoints),
  ...Object.values(adminPointsEndpoints),
  ...Object.values(adminPromotionEndpoints),
  ...Object.values(referralEndpoints),
  ...Object.values(adminReferralEndpoints),
  ...Object.values(missionEndpoints),
  ...Object.values(adminMissionEndpoints),
  ...Object.values(adminContractEndpoints),
  ...Object.values(gameEndpoints),
  ...Object.values(lotteryEndpoints),
  ...Object.values(originalsEndpoints),
  ...Object.values(crashEndpoints),
  ...Object.values(operatorSessionEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(adminEndpoints),
  ...Object.values(adminContentEndpoints),
  ...Object.values(adminGamesEndpoints),
  ...Object.values(adminLotteryEndpoints),
  ...Object.values(adminPaymentsEndpoints),
  ...Object.values(operatorAccountEndpoints),
  ...Object.values(memberOpsEndpoints),
  ...Object.values(adminAgentsEndpoints),
  ...Object.values(adminAgentTransfersEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(reportEndpoints),
  ...Object.values(vipEndpoints),
  ...Object.values(adminVipEndpoints),
  ...Object.values(trialEndpoints),
];
