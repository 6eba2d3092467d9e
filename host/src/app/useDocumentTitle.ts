import { useEffect } from 'react';
import { useTranslation } from 'shared-kernel/i18n';

export const PRODUCT_NAME = 'Kontor';

/** Spec §2: the page title comes from the route's title key, defaulting to the product name. */
export function pageTitle(t: (key: string) => string, titleKey: string | null | undefined): string {
  if (!titleKey) return PRODUCT_NAME;
  const text = t(titleKey);
  // A key without a translation yet would show as the raw key: the product name reads better.
  return text && text !== titleKey ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(titleKey: string | null | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t, titleKey);
  }, [t, titleKey, i18n.language]);
}
