/** Uploaded and generated files (spec §7 "Files"). */
import type { CreatedAt } from './columns';

export interface FileResourcesTable {
  uid: string;
  bucket_file_name: string;
  /** The object the file belongs to (transaction, payment order, export ticket...). */
  owner_uid: string;
  uploaded_by: string;
  display_name: string;
  mime_type: string;
  file_size: number;
  content: Buffer;
  created_at: CreatedAt;
}
