export * from './crash.ts';
export * from './games.ts';
export * from './lottery.ts';
export * from './raffle.ts';
export * from './rng.ts';
export * from './sha256.ts';
export * from './tables.ts';
