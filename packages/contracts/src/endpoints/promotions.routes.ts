import type { RouteInfo } from '../endpoint.ts';

/**
 * Where the promotions' endpoints live (issue 18; ADR 0039; schemas in ./promotions.ts). The list
 * and a promotion's page are public (a visitor sees Join, which opens login); a signed-in member's
 * bearer makes the states their own. Taking part, the reward centre, the bonus wallet, the raffle
 * and the manual rebate need a real (non-trial) member.
 */
export const PROMOTION_ROUTES = {
  list: { id: 'promotions.list', method: 'GET', path: '/wps/promotions', access: 'public' },
  detail: { id: 'promotions.detail', method: 'GET', path: '/wps/promotions/:id', access: 'public' },
  join: { id: 'promotions.join', method: 'POST', path: '/wps/promotions/:id/join', access: 'member' },
  claim: { id: 'promotions.claim', method: 'POST', path: '/wps/promotions/:id/claim', access: 'member' },
  apply: { id: 'promotions.apply', method: 'POST', path: '/wps/promotions/:id/apply', access: 'member' },
  redeemCode: { id: 'promotions.redeemCode', method: 'POST', path: '/wps/promotions/code', access: 'member' },
  /** The reward centre: bonuses (active and queued), claimable rewards, the badge count. */
  rewardCentre: { id: 'rewards.centre', method: 'GET', path: '/wps/rewards', access: 'member' },
  rewardHistory: { id: 'rewards.history', method: 'GET', path: '/wps/rewards/history', access: 'member' },
  forfeitBonus: {
    id: 'rewards.forfeitBonus',
    method: 'POST',
    path: '/wps/rewards/bonuses/:id/forfeit',
    access: 'member',
  },
  /** bonusDetails in the personal centre: every bonus grant and its entries. */
  bonusRecord: { id: 'rewards.bonusRecord', method: 'GET', path: '/wps/rewards/bonuses', access: 'member' },
  bonus: { id: 'rewards.bonus', method: 'GET', path: '/wps/rewards/bonuses/:id', access: 'member' },
  raffle: { id: 'raffle.detail', method: 'GET', path: '/wps/promotions/:id/raffle', access: 'public' },
  /** MCS2 claimRafflePromotion: join the raffle of the current period (tickets count from then). */
  claimRaffle: {
    id: 'raffle.claim',
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    access: 'member',
  },
  /** Manual rebate (flag MANPLAYREB3). */
  rebate: { id: 'rebate.summary', method: 'GET', path: '/wps/rewards/rebate', access: 'member' },
  claimRebate: { id: 'rebate.claim', method: 'POST', path: '/wps/rewards/rebate/claim', access: 'member' },
  rebateHistory: {
    id: 'rebate.history',
    method: 'GET',
    path: '/wps/rewards/rebate/history',
    access: 'member',
  },
} as const satisfies Record<string, RouteInfo>;

/** The console's promotion screens (issue 18). */
export const ADMIN_PROMOTION_ROUTES = {
  list: {
    id: 'adminPromotions.list',
    method: 'GET',
    path: '/admin/api/promotions',
    access: 'operator',
    permission: 'promotions.view',
  },
  get: {
    id: 'adminPromotions.get',
    method: 'GET',
    path: '/admin/api/promotions/:id',
    access: 'operator',
    permission: 'promotions.view',
  },
  create: {
    id: 'adminPromotions.create',
    method: 'POST',
    path: '/admin/api/promotions',
    access: 'operator',
    permission: 'promotions.manage',
  },
  update: {
    id: 'adminPromotions.update',
    method: 'PUT',
    path: '/admin/api/promotions/:id',
    access: 'operator',
    permission: 'promotions.manage',
  },
  setStatus: {
    id: 'adminPromotions.setStatus',
    method: 'POST',
    path: '/admin/api/promotions/:id/status',
    access: 'operator',
    permission: 'promotions.manage',
  },
  applications: {
    id: 'adminPromotions.applications',
    method: 'GET',
    path: '/admin/api/promotion-applications',
    access: 'operator',
    permission: 'promotions.view',
  },
  application: {
    id: 'adminPromotions.application',
    method: 'GET',
    path: '/admin/api/promotion-applications/:id',
    access: 'operator',
    permission: 'promotions.view',
  },
  applicationImage: {
    id: 'adminPromotions.applicationImage',
    method: 'GET',
    path: '/admin/api/promotion-applications/:id/images/:image',
    access: 'operator',
    permission: 'promotions.view',
    produces: 'image/*',
  },
  decide: {
    id: 'adminPromotions.decide',
    method: 'POST',
    path: '/admin/api/promotion-applications/:id/decision',
    access: 'operator',
    permission: 'promotions.review',
  },
  grants: {
    id: 'adminPromotions.grants',
    method: 'GET',
    path: '/admin/api/bonus-grants',
    access: 'operator',
    permission: 'promotions.view',
  },
  grant: {
    id: 'adminPromotions.grant',
    method: 'POST',
    path: '/admin/api/bonus-grants',
    access: 'operator',
    permission: 'promotions.grant',
  },
  revoke: {
    id: 'adminPromotions.revoke',
    method: 'POST',
    path: '/admin/api/bonus-grants/:id/cancel',
    access: 'operator',
    permission: 'promotions.grant',
  },
  report: {
    id: 'adminPromotions.report',
    method: 'GET',
    path: '/admin/api/promotion-report',
    access: 'operator',
    permission: 'promotions.view',
  },
  draws: {
    id: 'adminPromotions.draws',
    method: 'GET',
    path: '/admin/api/raffle-draws',
    access: 'operator',
    permission: 'promotions.view',
  },
  settings: {
    id: 'adminPromotions.settings',
    method: 'GET',
    path: '/admin/api/settings/promotions',
    access: 'operator',
    permission: 'settings.view',
  },
  setSettings: {
    id: 'adminPromotions.setSettings',
    method: 'PUT',
    path: '/admin/api/settings/promotions',
    access: 'operator',
    permission: 'promotions.manage',
  },
} as const satisfies Record<string, RouteInfo>;
