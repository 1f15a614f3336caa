import { defineModule, type Platform } from '../../platform/module.ts';
import { BrandService } from './brands.service.ts';

/** Brands: loading and the 5-second cache; below every other module. */
export function createBrandsModule(platform: Platform) {
  const { db, now } = platform;
  const brands = new BrandService(db, () => now().getTime());
  return defineModule({ name: 'brands', services: { brands } });
}

export type BrandsModule = ReturnType<typeof createBrandsModule>;
