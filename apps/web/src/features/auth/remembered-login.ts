import { local, STORAGE_KEYS } from '@/lib/storage';

/** "Remember password" keeps the name and a one-day token here: never the password itself. */
export interface RememberedLogin {
  username: string;
  token: string;
  expiresAt: string;
}

export function readRemembered(): RememberedLogin | null {
  const raw = local.get(STORAGE_KEYS.remember);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as RememberedLogin;
    if (Date.parse(value.expiresAt) > Date.now()) return value;
  } catch {
    // unreadable: drop it
  }
  local.remove(STORAGE_KEYS.remember);
  return null;
}

export function storeRemembered(value: RememberedLogin): void {
  local.set(STORAGE_KEYS.remember, JSON.stringify(value));
}

export function dropRemembered(): void {
  local.remove(STORAGE_KEYS.remember);
}
