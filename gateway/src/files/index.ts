/** Files: upload, read, rename, delete and download of file resources (receipts, payment attachments). */
import type { RouteDefinition } from '../http/route';
import { fileResourceRoutes } from './file-resources';

export const filesRoutes: readonly RouteDefinition[] = fileResourceRoutes;
