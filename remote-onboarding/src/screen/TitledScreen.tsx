import { TitledScreen as KernelTitledScreen } from 'shared-kernel/ui';

/** The kernel's "coming soon" page for a route of this remote whose screen is not built yet. */
export function TitledScreen({ titleKey }: { titleKey: string }) {
  return <KernelTitledScreen titleKey={titleKey} />;
}
