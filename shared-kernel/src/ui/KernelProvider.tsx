import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { EventBus } from '../bus/types';
import { localeFor } from '../domain/format/locale';

interface KernelContextValue {
  amountVisible: boolean;
  locale: string | null;
  bus: EventBus | null;
}

const KernelContext = createContext<KernelContextValue>({ amountVisible: true, locale: null, bus: null });

export interface KernelProviderProps {
  /** The session's amount visibility (navbar eye toggle, spec §2 Top navigation). */
  amountVisible?: boolean;
  /** The profile's locale such as fr_CH: its region (CH by default) goes with the language shown now. */
  locale?: string | null;
  bus?: EventBus | null;
  children?: ReactNode;
}

/**
 * Gives kit components the session-wide settings they honour without prop drilling. A nested provider
 * overrides only the props it is given (e.g. a debug page toggling amount visibility keeps the bus).
 */
export function KernelProvider({ amountVisible, locale, bus, children }: KernelProviderProps): ReactElement {
  const parent = useContext(KernelContext);
  const value = useMemo(
    () => ({
      amountVisible: amountVisible ?? parent.amountVisible,
      locale: locale === undefined ? parent.locale : locale,
      bus: bus === undefined ? parent.bus : bus,
    }),
    [amountVisible, locale, bus, parent],
  );
  return <KernelContext.Provider value={value}>{children}</KernelContext.Provider>;
}

export function useAmountVisible(): boolean {
  return useContext(KernelContext).amountVisible;
}

/**
 * The formatting locale of dates and words (amounts have one notation in every language): the language
 * shown now, so a language switch applies at once, in the region of the provider's (profile) locale.
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  return localeFor(i18n.language, useContext(KernelContext).locale);
}

export function useKernelBus(): EventBus | null {
  return useContext(KernelContext).bus;
}
