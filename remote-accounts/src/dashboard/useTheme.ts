import { useEffect, useState } from 'react';
import { useSession } from 'shared-kernel/contract';

const documentTheme = (): 'dark' | 'light' | null => {
  const value = typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  return value === 'dark' || value === 'light' ? value : null;
};

/** The theme shown now: the host sets data-theme on <html> (navbar toggle); the profile's theme otherwise. */
export function useTheme(): 'dark' | 'light' {
  const session = useSession();
  const [theme, setTheme] = useState(documentTheme);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => setTheme(documentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme ?? session.theme;
}
