import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredBet } from './bets.ts';

/**
 * Open bets on disk (ADR 0041): one JSON file in the data directory, rewritten whole (to a
 * temporary file, then renamed, so a crash leaves the old or the new file, never half of one).
 * It holds the book's seed too: the fixtures of a restarted book are the same matches.
 */
export interface BookFile {
  version: 1;
  seed: string;
  bets: StoredBet[];
}

export class BookStore {
  readonly #file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.#file = path.join(dataDir, 'sportsbook.json');
  }

  get file(): string {
    return this.#file;
  }

  load(): BookFile | null {
    let text: string;
    try {
      text = readFileSync(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const data = JSON.parse(text) as BookFile;
    if (data.version !== 1 || typeof data.seed !== 'string' || !Array.isArray(data.bets)) {
      throw new Error(`${this.#file} is not a sportsbook file of this version.`);
    }
    return data;
  }

  save(data: BookFile): void {
    const temporary = `${this.#file}.${process.pid}.tmp`;
    // Launch tokens travel in the wallet calls kept here: readable by this user only.
    writeFileSync(temporary, JSON.stringify(data), { mode: 0o600 });
    renameSync(temporary, this.#file);
  }
}
