/** Tables of the lottery module (migration below); joined into `Database` in schema.ts. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the lottery module
export interface LotteryTables {}
