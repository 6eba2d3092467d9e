import { defineRemoteScreen } from 'shared-kernel/contract';
import { QualifiedSignatureScreen } from './QualifiedSignatureScreen';

/** Route of spec §2 served by QualifiedSignatureScreen (issue 33). */
function QualifiedSignature() {
  return <QualifiedSignatureScreen />;
}

export default defineRemoteScreen(QualifiedSignature);
