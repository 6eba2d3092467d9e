/** Statement export tickets (spec §4 export ticket status). */
import type { CreatedAt, UpdatedAt } from './columns';

export interface ExportTicketsTable {
  uid: string;
  person_uid: string;
  cash_account_uid: string;
  /** csv or camt053. */
  format: string;
  period_from: string;
  period_to: string;
  /** new, active, used, failed (spec §4). */
  status: string;
  file_resource_uid: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
