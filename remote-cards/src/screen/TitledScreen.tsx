import { TitledScreen as KernelTitledScreen } from 'shared-kernel/ui';

/** The kernel's placeholder page with this remote's route parameter labels. */
export function TitledScreen({ titleKey }: { titleKey: string }) {
  return <KernelTitledScreen titleKey={titleKey} paramKeyPrefix="app.cards.routeParam" />;
}
