import { useCallback } from 'react';
import { useTranslation } from 'shared-kernel/i18n';

/**
 * A visible text handed to a kit component: an i18n key, or a key with interpolation values.
 * Components translate it themselves (see the convention at the top of ./index.ts).
 */
export type Message =
  | string
  | { key: string; values?: Record<string, string | number> }
  /** Text already in the user's language that must not be looked up (a server's field error message). */
  | { text: string };

/** Returns `tm(message)`: the translated text of a key or `{key, values}`. */
export function useMessage(): (message: Message | undefined | null) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: Message | undefined | null) => {
      if (message == null || message === '') return '';
      if (typeof message === 'string') return t(message);
      if ('text' in message) return message.text;
      return t(message.key, message.values ?? {});
    },
    [t],
  );
}
