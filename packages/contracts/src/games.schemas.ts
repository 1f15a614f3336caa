import { z } from 'zod';
import { GAME_CATEGORY_CODES, type GameCategory } from './games.ts';

export const ZGameCategory = z.enum(GAME_CATEGORY_CODES as [GameCategory, ...GameCategory[]]);

const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,20}$/);
/** Client details the calls of spec section 7 carry; read and ignored (the brand comes from the host). */
const ZClientFields = {
  clientType: z.string().max(20).optional(),
  platform: z.string().max(30).optional(),
  merchant: z.string().max(20).optional(),
  merchantCode: z.string().max(20).optional(),
  isPlatform: z.string().max(10).optional(),
  language: z.string().max(10).optional(),
  device: z.string().max(20).optional(),
};

/** The game list: a category (gameType), optionally one vendor, one classification, a filter and a search. */
export const ZGameListQuery = z
  .object({
    gameType: ZGameCategory,
    vassalage: ZVendorCode.optional().or(z.literal('')),
    gameClassify: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,20}$/)
      .optional()
      .or(z.literal('')),
    filter: z.enum(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT']).default('ALL'),
    keyword: z.string().trim().max(40).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(20).default(20),
    ...ZClientFields,
  })
  .strict();

export const ZVendorLanesQuery = z
  .object({ gameCategory: ZGameCategory.or(z.literal('ALL')).default('ALL'), ...ZClientFields })
  .strict();

export const ZHotGamesQuery = z
  .object({ vassalage: ZVendorCode.optional().or(z.literal('')), ...ZClientFields })
  .strict();

export const ZWinnerQuery = z
  .object({
    gameCategory: ZGameCategory.or(z.literal('ALL')).default('ALL'),
    limitNum: z.coerce.number().int().min(1).max(20).default(20),
    ...ZClientFields,
  })
  .strict();

export const ZAccountGamesQuery = z
  .object({
    gameType: ZGameCategory.optional().or(z.literal('')),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(999).default(20),
    token: z.string().max(100).optional(),
    ...ZClientFields,
  })
  .strict();

export const ZVendorQuery = z.object({ vassalage: ZVendorCode, ...ZClientFields }).strict();

/** Favourite add (POST) and remove (DELETE): the game's nodeId as a string. */
export const ZFavouriteChange = z
  .object({
    nodeId: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/),
    vendor: ZVendorCode.optional(),
    gameType: ZGameCategory.optional(),
  })
  .strict();

export const ZLaunchRequest = z
  .object({
    gameId: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/)
      .optional(),
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/)
      .optional(),
    vendorCode: ZVendorCode,
    platform: z.string().max(30).optional(),
    language: z.string().max(10).optional(),
  })
  .strict()
  .refine((v) => v.gameId !== undefined || v.gameCode !== undefined, { message: 'gameId or gameCode' });
