import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Every popup of spec section 2 that exists so far; each is drawn by the PopupHost. */
export type PopupName =
  | 'login'
  | 'register'
  | 'help'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'logout'
  | 'needRealAccount'
  | 'announcements'
  | 'feedback'
  | 'game'
  | 'contract';

export interface PopupEntry {
  name: PopupName;
  props: Record<string, unknown>;
}

interface PopupApi {
  stack: PopupEntry[];
  open: (name: PopupName, props?: Record<string, unknown>) => void;
  close: (name: PopupName) => void;
  /** Closes one popup and opens another in its place (login to register, and back). */
  swap: (from: PopupName, to: PopupName, props?: Record<string, unknown>) => void;
}

const PopupContext = createContext<PopupApi | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<PopupEntry[]>([]);
  const open = useCallback((name: PopupName, props: Record<string, unknown> = {}) => {
    setStack((current) => [...current.filter((p) => p.name !== name), { name, props }]);
  }, []);
  const close = useCallback((name: PopupName) => {
    setStack((current) => current.filter((p) => p.name !== name));
  }, []);
  const swap = useCallback((from: PopupName, to: PopupName, props: Record<string, unknown> = {}) => {
    setStack((current) => [...current.filter((p) => p.name !== from && p.name !== to), { name: to, props }]);
  }, []);
  const value = useMemo(() => ({ stack, open, close, swap }), [stack, open, close, swap]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

export function usePopups(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopups outside PopupProvider');
  return api;
}
