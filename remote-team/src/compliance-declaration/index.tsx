import { defineRemoteScreen } from 'shared-kernel/contract';
import { ComplianceDeclarationScreen } from './ComplianceDeclarationScreen';

/** Route /compliance-declaration/:id? (spec §2 ComplianceDeclaration). */
function ComplianceDeclaration() {
  return <ComplianceDeclarationScreen />;
}

export default defineRemoteScreen(ComplianceDeclaration);
