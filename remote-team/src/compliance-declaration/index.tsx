import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /compliance-declaration/:id? (spec §2); its content arrives with its own issue. */
function ComplianceDeclaration() {
  return <TitledScreen titleKey="webapp.title.complianceDeclaration" />;
}

export default defineRemoteScreen(ComplianceDeclaration);
