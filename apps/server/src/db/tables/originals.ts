/** Tables of the originals module (migration below); joined into `Database` in schema.ts. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the originals module
export interface OriginalsTables {}
