import { enableCompileCache } from 'node:module';

/**
 * The API node's entry (`npm start` runs it through scripts/start.ts). Node keeps the code it
 * compiles, TypeScript stripped, in its compile cache (the system's temporary folder, or
 * NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a start after the first
 * skips stripping and parsing most of the code (ADR 0054). It must be on before the rest loads,
 * hence the import below comes after it.
 */
enableCompileCache();
const { serve } = await import('./serve.ts');
await serve();
