/** Tables of the crash module (migration below); joined into `Database` in schema.ts. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the crash module
export interface CrashTables {}
