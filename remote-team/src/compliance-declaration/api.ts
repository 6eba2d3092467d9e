/** The partnership's compliance declarations (issue 32; kernel contracts/partnership-admin.ts). */
import type { ApiClient } from 'shared-kernel/api';
import type { ComplianceDeclaration, ComplianceDeclarationBody } from 'shared-kernel/domain';

/** GET /v2/partnerships/{uid}/compliance-declarations: newest first, cancelled ones hidden. */
export const fetchDeclarations = async (api: ApiClient, uid: string): Promise<ComplianceDeclaration[]> =>
  (await api.get<ComplianceDeclaration[]>(`/v2/partnerships/${uid}/compliance-declarations`)).data;

/** POST /v2/partnerships/{uid}/compliance-declarations: a signatory's new declaration. */
export const submitDeclaration = async (
  api: ApiClient,
  uid: string,
  body: ComplianceDeclarationBody,
): Promise<ComplianceDeclaration> =>
  (await api.post<ComplianceDeclaration>(`/v2/partnerships/${uid}/compliance-declarations`, body)).data;
