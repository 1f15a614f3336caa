/**
 * The part of react-i18next the player site uses (ADR 0055): `useTranslation`, `I18nextProvider`
 * and `initReactI18next`. A component re-renders when the language changes (with a new `t`, as
 * react-i18next gives) and also when texts are added later (a section loaded with its page).
 */
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { I18n } from './i18next';

let globalI18n: I18n | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18n) {
    globalI18n = instance;
  },
};

export function setI18n(instance: I18n): void {
  globalI18n = instance;
}

export function getI18n(): I18n | undefined {
  return globalI18n;
}

const I18nContext = createContext<{ i18n: I18n | undefined }>({ i18n: undefined });

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

type Translation = [I18n['t'], I18n, boolean] & { t: I18n['t']; i18n: I18n; ready: boolean };

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext).i18n ?? globalI18n;
  if (!i18n) throw new Error('useTranslation: no i18n instance (initReactI18next or I18nextProvider)');
  const [revision, setRevision] = useState(0);
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribe once per instance; the language is only compared
  useEffect(() => {
    const bump = () => setRevision((n) => n + 1);
    i18n.on('languageChanged', bump).on('added', bump);
    // A switch between this render and the subscription would otherwise go unseen.
    if (i18n.language !== language) bump();
    return () => {
      i18n.off('languageChanged', bump).off('added', bump);
    };
  }, [i18n]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each language and each change of texts
  const t = useMemo<I18n['t']>(
    () => (key, second, third) => i18n.t(key, second, third),
    [i18n, language, revision],
  );
  const ready = i18n.isInitialized;
  const result = [t, i18n, ready] as Translation;
  result.t = t;
  result.i18n = i18n;
  result.ready = ready;
  return result;
}
