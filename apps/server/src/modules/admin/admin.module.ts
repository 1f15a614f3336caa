import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandSettingsService } from '../brands/brand-settings.service.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { AnnouncementService } from '../content/announcements.service.ts';
import type { BannerService } from '../content/banners.service.ts';
import type { FeedbackService } from '../content/feedback.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import type { GameConsole } from '../games/catalogue-admin.service.ts';
import type { LotterySettingsService } from '../lottery/lottery-settings.service.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import type { UploadService } from '../payments/uploads.service.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import { registerAdminApi } from './admin.routes.ts';
import { registerAdminContent } from './admin-content.ts';
import { registerAdminGames } from './admin-games.ts';
import { registerAdminLottery } from './admin-lottery.ts';
import { registerAdminMoney } from './admin-money.ts';
import { registerAdminSettings } from './admin-settings.ts';
import { registerOperatorAdmin } from './operator-admin.ts';
import { OperatorAuthService } from './operator-auth.service.ts';
import { operatorReader } from './operator-guard.ts';

/** Admin: operator sign-in and the operators' JSON API under /admin (the console is its only client). */
export function createAdminModule(
  platform: Platform,
  deps: {
    brands: BrandService;
    brandSettings: BrandSettingsService;
    announcements: AnnouncementService;
    banners: BannerService;
    inbox: InboxService;
    feedback: FeedbackService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    uploads: UploadService;
    gameConsole: GameConsole;
    lotterySettings: LotterySettingsService;
  },
) {
  const { config, db, now, secrets, checkResponses } = platform;
  const operatorAuth = new OperatorAuthService({
    db,
    brands: deps.brands,
    totpKey: secrets.ring('operator-totp-seal'),
    now,
  });
  const reader = operatorReader(operatorAuth);
  const adminDeps = {
    db,
    config,
    brands: deps.brands,
    operatorAuth,
    operatorReader: reader,
    checkResponses,
    announcements: deps.announcements,
    banners: deps.banners,
    inbox: deps.inbox,
    feedback: deps.feedback,
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    uploads: deps.uploads,
    now,
  };
  return defineModule({
    name: 'admin',
    // Who the operator of a request is, for any module that serves an operator endpoint.
    services: { operatorReader: reader },
    register(app) {
      registerAdminApi(app, adminDeps);
      registerAdminContent(app, adminDeps);
      registerOperatorAdmin(app, adminDeps);
      registerAdminMoney(app, adminDeps);
      registerAdminGames(app, adminDeps, { gameConsole: deps.gameConsole });
      registerAdminLottery(app, adminDeps, { lotterySettings: deps.lotterySettings });
      registerAdminSettings(app, { ...adminDeps, brandSettings: deps.brandSettings });
    },
  });
}

export type AdminModule = ReturnType<typeof createAdminModule>;
