// Plain constants, functions and types; no validation library (that lives in ./schemas.ts).
export * from './brand.ts';
export * from './content.ts';
export * from './crash.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './games.ts';
export * from './i18n/field-messages.ts';
export * from './languages.ts';
export * from './lottery.ts';
export * from './members.ts';
export * from './money.ts';
export * from './originals.ts';
export * from './register-rules.ts';
export * from './routes.ts';
export * from './system.ts';
export * from './wallet.ts';
