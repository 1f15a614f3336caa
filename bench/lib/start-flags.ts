import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The words of the `npm start` script (package.json). */
function startScript(): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  return script.split(/\s+/);
}

/**
 * Node's flags in the `npm start` script, e.g. the young generation's bound (ADR 0054), so a
 * benchmark that starts the portal runs it as `npm start` does.
 */
export function startFlags(): string[] {
  return startScript().filter((word) => word.startsWith('--'));
}

/** The environment the `npm start` script sets before Node (e.g. MALLOC_ARENA_MAX, ADR 0054). */
export function startEnv(): Record<string, string> {
  return Object.fromEntries(
    startScript()
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
}
