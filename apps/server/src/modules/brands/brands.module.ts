import { defineModule, type Platform } from '../../platform/module.ts';
import { BrandSettingsService } from './brand-settings.service.ts';
import { BrandService } from './brands.service.ts';

/**
 * Brands: loading and the 5-second cache, dropped on every node when a brand changes (ADR 0028),
 * and the settings the console edits; below every other module.
 */
export function createBrandsModule(platform: Platform) {
  const { db, now, events, log } = platform;
  const brands = new BrandService(
    db,
    () => now().getTime(),
    events,
    (error) => log.warn({ err: error }, 'a brand change was not announced to the other nodes'),
  );
  const brandSettings = new BrandSettingsService(db, brands);
  return defineModule({
    name: 'brands',
    services: { brands, brandSettings },
    async hooks(app) {
      const stop = await brands.listen();
      app.addHook('onClose', async () => stop());
    },
  });
}

export type BrandsModule = ReturnType<typeof createBrandsModule>;
