import { defineRemoteScreen } from 'shared-kernel/contract';
import { TitledScreen } from '../screen/TitledScreen';

/** Route /qes/:id? (spec §2); its content arrives with its own issue. */
function QualifiedSignature() {
  return <TitledScreen titleKey="webapp.title.qualifiedSignature" />;
}

export default defineRemoteScreen(QualifiedSignature);
