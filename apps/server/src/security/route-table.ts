import { PLAYER_ROUTES } from '@portal/contracts';
import type { OperatorRole } from '../modules/admin/operator-auth.service.ts';

/**
 * Who may call each route of the app (issue 13). The route matrix (route-matrix.test.ts) reads
 * the app's own router and fails for a route missing here or an entry whose route is gone, then
 * calls every route as every kind of caller and checks that only the callers named here get
 * through. Each entry says what the handler really enforces, not what the caller usually is.
 *
 * - `public`: anyone; a session, when one comes, only personalises the answer.
 * - `session`: any signed-in member of the request's brand, trial accounts included.
 * - `real-member`: a signed-in member of the brand who is not a trial account (trial accounts get
 *   403 NEED_REAL_ACCOUNT); agents are members too.
 * - `agent`: a signed-in agent (members get 403 NOT_AGENT). No route needs it today: the agent
 *   pages of the player site read nothing an ordinary member could not.
 * - `operator`: a signed-in operator (second factor done) whose role is in `roles`; owners may
 *   call every operator route. Operators act on their own brand whatever host or header the
 *   request carries, so another brand's operator passes the route and must meet 404 on this
 *   brand's records. Without an operator session, 401 (the bearer token is the only credential).
 * - `provider`: a game provider's seamless wallet call, signed with the vendor's key (ADR 0015);
 *   anything unsigned is answered RS_ERROR_INVALID_SIGNATURE (HTTP 200, as the protocol wants).
 * - `webhook`: the payment provider's notification, signed with the shared secret (ADR 0014).
 * - `development`: the development page; not registered at all in production (404).
 * - `static`: the player site's and the operator console's pages and built assets, the same for everyone.
 */
export type RouteAccess =
  | { kind: 'public' | 'session' | 'real-member' | 'agent' }
  | { kind: 'operator'; roles: readonly Exclude<OperatorRole, 'owner'>[] }
  | { kind: 'provider' | 'webhook' | 'development' | 'static' };

const PUBLIC = { kind: 'public' } as const;
const SESSION = { kind: 'session' } as const;
const MEMBER = { kind: 'real-member' } as const;
const PROVIDER = { kind: 'provider' } as const;
const WEBHOOK = { kind: 'webhook' } as const;
const DEVELOPMENT = { kind: 'development' } as const;
const STATIC = { kind: 'static' } as const;

/** Any signed-in operator, whatever their role. */
const ANY_ROLE = ['content', 'support', 'finance'] as const;
/** The JSON API under /admin/api (401 without a session); `[]`: owners only. */
const api = (...roles: Exclude<OperatorRole, 'owner'>[]): RouteAccess => ({ kind: 'operator', roles });

/** Keyed by `METHOD path`, the path as registered (`:name` parameters). */
export const ROUTE_TABLE: Readonly<Record<string, RouteAccess>> = {
  // Health and readiness, for load balancers.
  'GET /healthz': PUBLIC,
  'GET /readyz': PUBLIC,

  // The payment provider's notifications.
  'POST /hooks/payments/sandbox': WEBHOOK,

  // System: brand configuration and artwork the site needs before anyone signs in.
  'GET /wps/system/encryption-key': PUBLIC,
  'GET /wps/system/countries': PUBLIC,
  'GET /wps/system/config': PUBLIC,
  'GET /wps/system/whitelabel': PUBLIC,
  'GET /wps/system/setting/register': PUBLIC,
  'GET /wps/system/status': PUBLIC,
  'GET /wps/system/domainRoute': PUBLIC,
  'GET /wps/system/helpCenter': PUBLIC,
  // The OpenAPI document of the declared endpoints (issue 14): public, as the API itself is.
  'GET /openapi.json': PUBLIC,
  // A visitor keeps the choice in the browser; a real member's is also stored with the account.
  'PUT /wps/system/language': PUBLIC,
  'GET /wps/system/logo.svg': PUBLIC,
  'GET /wps/system/vendor-logo/:file': PUBLIC,
  'GET /wps/system/qr/:file': PUBLIC,
  'GET /wps/system/game-icon/:vendor/:file': PUBLIC,

  // Signing in: credentials, codes, tickets and tokens travel in the request itself.
  'POST /wps/session/login': PUBLIC,
  'POST /wps/session/login/freeplay': PUBLIC,
  'POST /wps/session/2fa/send': PUBLIC,
  'POST /wps/session/2fa/verify': PUBLIC,
  'GET /wps/session/social/callback': PUBLIC,
  'POST /wps/session/social/complete': PUBLIC,
  'GET /wps/session/social/:provider/start': PUBLIC,
  'POST /wps/session/remember/forget': PUBLIC,
  'DELETE /wps/session/logout': SESSION,
  'GET /wps/verification/challenge': PUBLIC,
  'POST /wps/verification/sms/noLogin': PUBLIC,
  'POST /wps/verification/sms/register': PUBLIC,
  'GET /wps/captcha': PUBLIC,

  // Registration and forgotten passwords.
  'PUT /wps/member/register': PUBLIC,
  'PUT /wps/member/register/mobile': PUBLIC,
  'POST /wps/member/password/email': PUBLIC,
  'POST /wps/member/password/reset': PUBLIC,
  'POST /wps/member/password/verification': PUBLIC,

  // The member's own account: identity for everyone signed in, the rest for real members.
  'GET /wps/member/info': SESSION,
  'GET /wps/member/info/icon': SESSION,
  'POST /wps/member/password': MEMBER,
  'PUT /wps/member/password/payment': MEMBER,
  'PUT /wps/member/profile': MEMBER,
  'GET /wps/member/security': MEMBER,
  'POST /wps/member/bind/mobile': MEMBER,
  'POST /wps/member/bind/mobile/code': MEMBER,
  'POST /wps/member/bind/email': MEMBER,
  'POST /wps/member/bind/email/code': MEMBER,
  'POST /wps/member/2fa/totp/setup': MEMBER,
  'POST /wps/member/2fa/totp/enable': MEMBER,

  // The inbox (trial accounts have none).
  'GET /wps/member/messages': MEMBER,
  'POST /wps/member/messages/read-all': MEMBER,
  'POST /wps/member/messages/:id/read': MEMBER,
  'GET /wps/relay/CSP_unreadCount': MEMBER,

  // Content and customer service.
  'GET /wps/agent/affiliate': PUBLIC,
  // The agent centre's team pages (issue 16): a signed-in agent of the brand, its own team only.
  'GET /wps/agent/team': { kind: 'agent' },
  'GET /wps/agent/team/:id': { kind: 'agent' },
  'GET /wps/agent/invitation': { kind: 'agent' },
  'POST /wps/agent/team': { kind: 'agent' },
  // The agent centre's reports (ADR 0034): a signed-in agent of the brand, its own team only.
  'GET /wps/agent/overview': { kind: 'agent' },
  'GET /wps/agent/reports/bets': { kind: 'agent' },
  'GET /wps/agent/reports/profit-loss': { kind: 'agent' },
  'GET /wps/agent/reports/income': { kind: 'agent' },
  'GET /wps/agent/reports/transactions': { kind: 'agent' },
  // Upline/downline transfers (ADR 0036): a signed-in agent of the brand.
  'GET /wps/agent/transfers/info': { kind: 'agent' },
  'POST /wps/agent/transfers': { kind: 'agent' },
  'GET /wps/agent/transfers': { kind: 'agent' },
  // Agent contracts (issue 17; ADR 0038): the info, the popup's offers and the four spec calls for
  // any real member (a member without contracts is told so); the pages and offering for agents.
  'GET /wps/agent/contracts/info': MEMBER,
  'GET /wps/agent/contracts/offers': MEMBER,
  'POST /wps/relay/MCS2_processDividendReq': MEMBER,
  'POST /wps/relay/MCS2_processDailySalContract': MEMBER,
  'POST /wps/relay/MCS2_processContractHourSalary': MEMBER,
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': MEMBER,
  'GET /wps/agent/contracts': { kind: 'agent' },
  'POST /wps/agent/contracts': { kind: 'agent' },
  'POST /wps/agent/contracts/preview': { kind: 'agent' },
  'DELETE /wps/agent/contracts/:id': { kind: 'agent' },
  // Contract bills (issue 17): an agent's own and those it pays its direct downline.
  'GET /wps/agent/contracts/bills': { kind: 'agent' },
  'GET /wps/agent/contracts/bills/:id': { kind: 'agent' },
  'POST /wps/agent/contracts/bills/:id/collect': { kind: 'agent' },
  // The bonus wallet (issue 18; ADR 0039): a real member's own grants, and forfeiting one.
  'GET /wps/rewards/bonuses': MEMBER,
  'GET /wps/rewards/bonuses/:id': MEMBER,
  'POST /wps/rewards/bonuses/:id/forfeit': MEMBER,
  // Promotions (issue 18; ADR 0039): the list and a promotion's page for anyone (a member's
  // bearer makes the states theirs); taking part and the reward centre for real members.
  'GET /wps/promotions': PUBLIC,
  'GET /wps/promotions/:id': PUBLIC,
  'POST /wps/promotions/:id/join': MEMBER,
  'POST /wps/promotions/:id/claim': MEMBER,
  'POST /wps/promotions/:id/apply': MEMBER,
  'POST /wps/promotions/code': MEMBER,
  'GET /wps/rewards': MEMBER,
  'GET /wps/rewards/history': MEMBER,
  // The raffle (public page; joining for real members) and the manual rebate (real members).
  'GET /wps/promotions/:id/raffle': PUBLIC,
  'POST /wps/relay/MCS2_claimRafflePromotion': MEMBER,
  'GET /wps/rewards/rebate': MEMBER,
  'POST /wps/rewards/rebate/claim': MEMBER,
  'GET /wps/rewards/rebate/history': MEMBER,
  // VIP (issue 19): the ladder is public, the member's own status a real member's.
  'GET /wps/vip/levels': PUBLIC,
  'GET /wps/vip': MEMBER,
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': MEMBER,
  'GET /wps/relay/MCSFE_getMissionLeaderboard': MEMBER,
  'POST /wps/missions/:id/claim': MEMBER,
  // Points and the points mall (issue 19; PTSYS3): real members only.
  'GET /wps/relay/MCS2_getPointBalance': MEMBER,
  'GET /wps/relay/MCS2_getPointReward': MEMBER,
  'GET /wps/relay/MCS2_getRedeemPointList': MEMBER,
  'GET /wps/relay/MCS2_getPointConfig': MEMBER,
  'POST /wps/relay/MCS2_passwordCheck/redeemPointReward': MEMBER,
  'POST /wps/relay/MCS2_passwordCheck/convertPoint': MEMBER,
  'GET /wps/points/entries': MEMBER,
  'GET /wps/points/days': MEMBER,
  // Play money (issue 20; ADR 0044): a trial account's own (a real member has none: 404 TRIAL_ONLY).
  'GET /wps/trial/wallet': SESSION,
  'POST /wps/trial/wallet/refill': SESSION,
  // Referral (issue 19): the invite page and the member's own referees (real members).
  'GET /wps/referral': MEMBER,
  'GET /wps/referral/referees': MEMBER,
  'GET /wps/announcements': PUBLIC,
  'GET /wps/relay/MCSFE_getListAnnouncements': PUBLIC,
  'GET /wps/banners': PUBLIC,
  'GET /wps/content/banners/:file': PUBLIC,
  'PUT /wps/feedback': PUBLIC,
  'GET /wps/relay/CBS_modelList': PUBLIC,
  'GET /wps/relay/CBS_launchChat': PUBLIC,

  // The game catalogue is public (a session only adds favourite stars); the rest is the member's.
  'GET /lgw/games/game_menus': PUBLIC,
  'GET /lgw/games/list': PUBLIC,
  'GET /wps/relay/GCSGAME_gameList': PUBLIC,
  'GET /lgw/games/vendors': PUBLIC,
  'GET /lgw/games/hot': PUBLIC,
  'GET /wps/relay/GCSGAME_hotGamesV2': PUBLIC,
  'GET /wps/relay/GCSGAME_getVassGameType': SESSION,
  'GET /wps/relay/GCSGAME_newGameVendor': PUBLIC,
  'GET /wps/relay/GCSGAME_getRankList': PUBLIC,
  'GET /wps/relay/MCSFE_getFavoriteGames': MEMBER,
  'GET /wps/relay/MCSFE_getFavoriteGamesList': MEMBER,
  'POST /wps/relay/MCSFE_addFavoriteGameV2': MEMBER,
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': MEMBER,
  'GET /wps/relay/GCS_recentGame': MEMBER,
  'GET /wps/relay/GLS2_roomList': MEMBER,
  'POST /wps/game/launchGame': SESSION,
  'POST /wps/relay/GCS_gameLaunchFB': SESSION,

  // Money: every call reads or moves only the caller's own money (trial accounts have none).
  'GET /wps/v2/wallets/balance': MEMBER,
  'GET /wps/member/info/funds/consolidated': MEMBER,
  'GET /wps/relay/GCS_merchantWallet': MEMBER,
  'POST /wps/relay/GCS_walletTransfer': MEMBER,
  'POST /wps/wallet/recall': MEMBER,
  'GET /wps/payments/methods': MEMBER,
  'POST /wps/payments/deposits/online': MEMBER,
  'POST /wps/payments/deposits/bank': MEMBER,
  'GET /wps/payments/deposits': MEMBER,
  'GET /wps/payments/deposits/:id': MEMBER,
  'POST /wps/uploads': MEMBER,
  'GET /wps/wallet/bank-accounts': MEMBER,
  'POST /wps/wallet/bank-accounts': MEMBER,
  'GET /wps/wallet/withdrawal-info': MEMBER,
  'POST /wps/wallet/withdrawals': MEMBER,
  'GET /wps/wallet/withdrawals': MEMBER,
  'POST /wps/wallet/withdrawals/:id/confirm': MEMBER,
  'GET /wps/relay/ODSFE2_MemTransDet': MEMBER,
  'GET /wps/records/bets': MEMBER,
  'GET /wps/records/profit': MEMBER,

  // In-house games: the configuration is public, every bet and round is the member's.
  'GET /lgw/originals/config': PUBLIC,
  'GET /wps/originals/seeds': SESSION,
  'POST /wps/originals/seeds/rotate': SESSION,
  'GET /wps/originals/seeds/history': SESSION,
  'POST /wps/originals/dice': SESSION,
  'POST /wps/originals/limbo': SESSION,
  'POST /wps/originals/plinko': SESSION,
  'POST /wps/originals/keno': SESSION,
  'POST /wps/originals/mines': SESSION,
  'POST /wps/originals/mines/reveal': SESSION,
  'POST /wps/originals/mines/cashout': SESSION,
  'POST /wps/originals/hilo': SESSION,
  'POST /wps/originals/hilo/guess': SESSION,
  'POST /wps/originals/hilo/cashout': SESSION,
  'GET /wps/originals/active': SESSION,
  'GET /wps/originals/rounds': SESSION,
  'GET /wps/originals/rounds/:roundId': SESSION,

  // Crash: the state and finished rounds are public (provably fair); bets are the member's.
  'GET /lgw/crash/state': PUBLIC,
  'GET /lgw/crash/rounds/:roundId': PUBLIC,
  'POST /wps/crash/bet': SESSION,
  'POST /wps/crash/cashout': SESSION,
  'GET /wps/crash/my-bets': SESSION,

  // Lottery: menus, open draws and results are public; tickets are the member's.
  'GET /lgw/vn/games/game_menu': PUBLIC,
  'GET /lgw/vn/games/game_menu/recent': MEMBER,
  'GET /lgw/vn/numeros/opened/game': PUBLIC,
  'GET /lgw/lotto/games': PUBLIC,
  'GET /lgw/lotto/results': PUBLIC,
  'GET /lotto/lgw/games/opened/numero': MEMBER,
  'GET /lotto/tickets': MEMBER,
  'POST /lotto/tickets': MEMBER,

  // The live socket: anyone may open it to follow the crash game; the member's events need a
  // session of the brand in the first message (checked by the matrix's socket test).
  'GET /ws': PUBLIC,

  // Game providers' seamless wallet.
  'POST /pw/:vendor/user/info': PROVIDER,
  'POST /pw/:vendor/user/balance': PROVIDER,
  'POST /pw/:vendor/transaction/bet': PROVIDER,
  'POST /pw/:vendor/transaction/win': PROVIDER,
  'POST /pw/:vendor/transaction/rollback': PROVIDER,

  // Operator sign-in: the password or the pending token comes with the call.
  'POST /admin/api/session/login': PUBLIC,
  'POST /admin/api/session/totp': PUBLIC,
  'DELETE /admin/api/session': api(...ANY_ROLE),
  'GET /admin/api/me': api(...ANY_ROLE),
  // The operator's own sessions and recovery codes.
  'GET /admin/api/sessions': api(...ANY_ROLE),
  'DELETE /admin/api/sessions/:id': api(...ANY_ROLE),
  'POST /admin/api/sessions/revoke-others': api(...ANY_ROLE),
  'POST /admin/api/session/recovery-codes': api(...ANY_ROLE),
  // Platform-wide operators only (the handler refuses the others with 403).
  'POST /admin/api/session/brand': api(...ANY_ROLE),
  // Roles, operator accounts and the audit log: owners by default (risk also reads the audit log,
  // security/permission-matrix.test.ts checks every built-in role).
  'GET /admin/api/roles': api(),
  'PUT /admin/api/roles/:key': api(),
  'GET /admin/api/operators': api(),
  'POST /admin/api/operators': api(),
  'PUT /admin/api/operators/:id/role': api(),
  'PUT /admin/api/operators/:id/status': api(),
  'POST /admin/api/operators/:id/reset-totp': api(),
  'GET /admin/api/audit': api(),
  'GET /admin/api/audit/verify': api(),

  // Operator JSON API.
  'GET /admin/api/announcements': api('content'),
  'POST /admin/api/announcements': api('content'),
  'DELETE /admin/api/announcements/:id': api('content'),
  'PUT /admin/api/announcements/:id': api('content'),
  'GET /admin/api/banners': api('content'),
  'POST /admin/api/banners': api('content'),
  'DELETE /admin/api/banners/:id': api('content'),
  'PUT /admin/api/banners/:id': api('content'),
  'POST /admin/api/messages': api('content', 'support'),
  'GET /admin/api/messages': api('content', 'support'),
  'GET /admin/api/feedback': api('support'),
  'POST /admin/api/feedback/:id/handled': api('support'),
  'GET /admin/api/deposits': api('support', 'finance'),
  'POST /admin/api/deposits/:id/approve': api('finance'),
  'POST /admin/api/deposits/:id/reject': api('finance'),
  'GET /admin/api/withdrawals': api('support', 'finance'),
  'POST /admin/api/withdrawals/:id/approve': api('finance'),
  'POST /admin/api/withdrawals/:id/reject': api('finance'),
  'POST /admin/api/withdrawals/:id/resolve': api('finance'),
  // The console's payment screens (ADR 0027): queues (payments.view), claims and bulk decisions
  // (deposits.decide / withdrawals.decide), payment methods and limits (settings.view / write).
  'GET /admin/api/payments/deposits': api('support', 'finance'),
  'GET /admin/api/payments/deposits/:id': api('support', 'finance'),
  'POST /admin/api/payments/deposits/:id/claim': api('finance'),
  'POST /admin/api/payments/deposits/:id/release': api('finance'),
  'POST /admin/api/payments/deposits/bulk': api('finance'),
  'GET /admin/api/payments/withdrawals': api('support', 'finance'),
  'GET /admin/api/payments/withdrawals/:id': api('support', 'finance'),
  'POST /admin/api/payments/withdrawals/:id/claim': api('finance'),
  'POST /admin/api/payments/withdrawals/:id/release': api('finance'),
  'POST /admin/api/payments/withdrawals/bulk': api('finance'),
  'GET /admin/api/payments/methods': api('read-only'),
  'PUT /admin/api/payments/methods/:id': api(),
  'POST /admin/api/payments/methods/:id/move': api(),
  'PUT /admin/api/payments/withdrawal-limits': api(),
  // Brand settings (settings.view to read, settings.write to change: owners only by default).
  'GET /admin/api/settings': api('read-only'),
  'PUT /admin/api/settings/flags': api(),
  'PUT /admin/api/settings/register-rules': api(),
  'PUT /admin/api/settings/languages': api(),
  'PUT /admin/api/settings/currency': api(),
  'PUT /admin/api/settings/theme': api(),
  'PUT /admin/api/settings/maintenance': api(),
  'PUT /admin/api/settings/region': api(),
  'POST /admin/api/settings/domains': api(),
  'PUT /admin/api/settings/domains/:domain': api(),
  'DELETE /admin/api/settings/domains/:domain': api(),
  'POST /admin/api/settings/customer-service': api(),
  'PUT /admin/api/settings/customer-service/:id': api(),
  'DELETE /admin/api/settings/customer-service/:id': api(),
  'POST /admin/api/settings/resources': api(),
  'PUT /admin/api/settings/resources/:id': api(),
  'DELETE /admin/api/settings/resources/:id': api(),
  // The games screens (games.view to read, games.write to change, risk.write for risk limits).
  'GET /admin/api/game-vendors': api('risk', 'read-only'),
  'PUT /admin/api/game-vendors/:category/:vendorCode/enabled': api(),
  'POST /admin/api/game-vendors/:category/:vendorCode/move': api(),
  'PUT /admin/api/vendor-maintenance/:vendorCode': api(),
  'GET /admin/api/games': api('risk', 'read-only'),
  'PUT /admin/api/games/:id': api(),
  'PUT /admin/api/games/:id/risk': api('risk'),
  'GET /admin/api/game-rules': api('risk', 'read-only'),
  'PUT /admin/api/game-rules': api('risk'),
  // Lottery schedules and odds (ADR 0031).
  'GET /admin/api/lottery-games': api('risk', 'read-only'),
  'PUT /admin/api/lottery-games/:id': api('risk'),
  // Proof images: answered like the API (401); the console fetches them with the bearer token.
  'GET /admin/uploads/:id': api('support', 'finance'),

  // The members screens (member-ops; ADR 0026): by the built-in roles' default permissions.
  'GET /admin/api/members': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/balances': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/ledger': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/bets': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/deposits': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/withdrawals': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/sessions': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/members/:id/notes': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/members/:id/notes': api('support', 'risk'),
  'PUT /admin/api/members/:id/tags': api('support', 'risk'),
  'POST /admin/api/members/:id/lock': api('support', 'risk'),
  'POST /admin/api/members/:id/unlock': api('support', 'risk'),
  'POST /admin/api/members/:id/logout': api('support'),
  'POST /admin/api/members/:id/reset-password': api('support'),
  'POST /admin/api/members/:id/clear-2fa': api('support'),
  'GET /admin/api/members/:id/adjustments': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/members/:id/adjustments': api('finance'),
  'GET /admin/api/adjustments': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/adjustments/:id/approve': api('finance'),
  'POST /admin/api/adjustments/:id/reject': api('finance'),
  'GET /admin/api/adjustment-policy': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'PUT /admin/api/adjustment-policy': api(),

  // The agent tree and agent settings (agent-ops; ADR 0037): agents.view for every built-in role
  // but content; agents.manage (moves, types, settings) for owners only.
  'GET /admin/api/agent-tree': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/agent-tree/search': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/agent-tree/:id': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/agent-tree/:id/move': api(),
  'POST /admin/api/agent-tree/:id/type': api(),
  'GET /admin/api/agent-settings': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'PUT /admin/api/agent-settings': api(),
  // Upline/downline transfers (ADR 0036): read-only, payments.view.
  'GET /admin/api/agent-transfers': api('support', 'finance', 'risk', 'read-only'),
  // Agent contracts (issue 17): contracts.view for every built-in role but content;
  // contracts.manage (offer to a top agent, terminate) for finance and risk.
  'GET /admin/api/agent-contracts': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/agent-contracts': api('finance', 'risk'),
  'POST /admin/api/agent-contracts/:id/terminate': api('finance', 'risk'),
  // Contract bills and the settlement runs: read with contracts.view; approve/deny and rerun
  // with contracts.manage.
  'GET /admin/api/agent-contract-bills': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/agent-contract-bills/:id': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/agent-contract-bills/:id/decision': api('finance', 'risk'),
  'GET /admin/api/agent-contract-runs': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/agent-contract-runs/rerun': api('finance', 'risk'),
  // The brand's contract settings: read with contracts.view (the offer dialog starts from the
  // templates), changed with settings.write (owners only by default).
  'GET /admin/api/settings/contracts': api('finance', 'support', 'marketing', 'risk', 'read-only'),
  'PUT /admin/api/settings/contracts': api(),
  // Bonus grants (issue 18): read with promotions.view (every built-in role); granted by hand
  // and cancelled with promotions.grant (finance).
  'GET /admin/api/bonus-grants': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/bonus-grants': api('finance'),
  'POST /admin/api/bonus-grants/:id/cancel': api('finance'),
  // Points (issue 19): read with loyalty.view (every built-in role), settings and mall items
  // written with loyalty.manage (content, marketing), redemptions decided with loyalty.review
  // (support, finance, marketing, risk), members' points adjusted with loyalty.adjust (marketing).
  'GET /admin/api/loyalty/points/settings': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'PUT /admin/api/loyalty/points/settings': api('content', 'marketing'),
  'GET /admin/api/loyalty/points/items': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/loyalty/points/items': api('content', 'marketing'),
  'PUT /admin/api/loyalty/points/items/:id': api('content', 'marketing'),
  'GET /admin/api/loyalty/points/redemptions': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/loyalty/points/redemptions/:id/approve': api('support', 'finance', 'marketing', 'risk'),
  'POST /admin/api/loyalty/points/redemptions/:id/reject': api('support', 'finance', 'marketing', 'risk'),
  'GET /admin/api/loyalty/points/member': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/loyalty/points/members/:id/adjust': api('marketing'),
  'GET /admin/api/loyalty/points/report': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  // Missions and leaderboards (issue 19): read with loyalty.view (every built-in role), written
  // with loyalty.manage (content, marketing).
  'GET /admin/api/loyalty/missions': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/loyalty/missions/:id': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/loyalty/missions': api('content', 'marketing'),
  'PUT /admin/api/loyalty/missions/:id': api('content', 'marketing'),
  'POST /admin/api/loyalty/missions/:id/status': api('content', 'marketing'),
  'GET /admin/api/loyalty/mission-report': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'GET /admin/api/loyalty/leaderboards': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'GET /admin/api/loyalty/leaderboards/:id': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/loyalty/leaderboards': api('content', 'marketing'),
  'PUT /admin/api/loyalty/leaderboards/:id': api('content', 'marketing'),
  'POST /admin/api/loyalty/leaderboards/:id/status': api('content', 'marketing'),
  // Referral (issue 19): read with loyalty.view (every built-in role), the rules written with
  // loyalty.manage (content, marketing), flagged referrals decided with loyalty.review.
  'GET /admin/api/loyalty/referral/settings': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'PUT /admin/api/loyalty/referral/settings': api('content', 'marketing'),
  'GET /admin/api/loyalty/referrals': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/loyalty/referrals/:id/decide': api('support', 'finance', 'marketing', 'risk'),
  'GET /admin/api/loyalty/referral/report': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  // VIP (issue 19): read with loyalty.view (every built-in role), the ladder and settings written
  // with loyalty.manage (content, marketing).
  'GET /admin/api/loyalty/vip/levels': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'PUT /admin/api/loyalty/vip/levels': api('content', 'marketing'),
  'GET /admin/api/loyalty/vip/settings': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'PUT /admin/api/loyalty/vip/settings': api('content', 'marketing'),
  'GET /admin/api/loyalty/vip/members': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'GET /admin/api/loyalty/vip/changes': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  // Promotions (issue 18): read with promotions.view (every built-in role), written with
  // promotions.manage (content, marketing), applications decided with promotions.review (support,
  // marketing); the settings read with settings.view (read-only), written with promotions.manage.
  'GET /admin/api/promotions': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/promotions/:id': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'POST /admin/api/promotions': api('content', 'marketing'),
  'PUT /admin/api/promotions/:id': api('content', 'marketing'),
  'POST /admin/api/promotions/:id/status': api('content', 'marketing'),
  'GET /admin/api/promotion-applications': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'GET /admin/api/promotion-applications/:id': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'GET /admin/api/promotion-applications/:id/images/:image': api(
    'content',
    'support',
    'finance',
    'marketing',
    'risk',
    'read-only',
  ),
  'POST /admin/api/promotion-applications/:id/decision': api('support', 'marketing'),
  'GET /admin/api/raffle-draws': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/promotion-report': api('content', 'support', 'finance', 'marketing', 'risk', 'read-only'),
  'GET /admin/api/settings/promotions': api('read-only'),
  'PUT /admin/api/settings/promotions': api('content', 'marketing'),

  // The dashboard (every built-in role) and reports (reports.view; the export reports.export).
  'GET /admin/api/dashboard': api('content', 'support', 'finance'),
  'GET /admin/api/reports/:report': api('finance'),
  'GET /admin/api/reports/:report/export': api('finance'),

  // The development page.
  'GET /__dev': DEVELOPMENT,
  'GET /__dev/api': DEVELOPMENT,
  'GET /__dev/outbox': DEVELOPMENT,
  'GET /__dev/outbox.json': DEVELOPMENT,
  'POST /__dev/operators': DEVELOPMENT,
  'POST /__dev/members': DEVELOPMENT,
  'POST /__dev/brands/:code/flags': DEVELOPMENT,
  'POST /__dev/brands/:code/vendors': DEVELOPMENT,
  'POST /__dev/brands/:code/maintenance': DEVELOPMENT,
  'POST /__dev/brands/:code/region': DEVELOPMENT,

  // The player site. The built assets are served under /assets/*, which the router's printout
  // (security/routes.ts) shows without its prefix, as `/*`.
  'GET /*': STATIC,
  // The installable app (ADR 0047): manifest, icons, service worker, its registration, offline page, install QR.
  'GET /manifest.webmanifest': STATIC,
  'GET /app-icon/:file': STATIC,
  'GET /sw.js': STATIC,
  'GET /pwa.js': STATIC,
  'GET /offline.html': STATIC,
  'GET /install-qr.svg': STATIC,
  // Every route of the site's router gets the same shell; the list is the one the site uses.
  ...Object.fromEntries(PLAYER_ROUTES.map((route) => [`GET ${route}`, STATIC])),

  // The operator console's page (the same for everyone; its screens call the API above) and its
  // built assets under /admin/assets/*, which the router's printout shows as `/admin*`.
  'GET /admin': STATIC,
  'GET /admin/login': STATIC,
  'GET /admin*': STATIC,
};
