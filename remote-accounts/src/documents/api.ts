/** Calls of the documents screen (spec §7 "GET /natural-persons/{uid}/export-tickets"). */
import { fileNameOf, saveFile, type ApiClient } from 'shared-kernel/api';
import type { ExportRequest, ExportTicket } from 'shared-kernel/domain';

export const fetchExportTickets = async (api: ApiClient, personUid: string): Promise<ExportTicket[]> =>
  (await api.get<ExportTicket[]>(`/natural-persons/${personUid}/export-tickets`)).data;

export const requestExport = async (
  api: ApiClient,
  personUid: string,
  request: ExportRequest,
): Promise<ExportTicket> =>
  (await api.post<ExportTicket>(`/natural-persons/${personUid}/export-tickets`, request)).data;

/** The statement file: fetched through the api client (credentials, api key), saved by the browser. */
export async function downloadExport(api: ApiClient, ticket: ExportTicket): Promise<void> {
  const response = await api.get<Blob>(`/export-tickets/${ticket.uid}/download`, { responseType: 'blob' });
  const extension = ticket.format === 'csv' ? 'csv' : 'xml';
  const name = fileNameOf(
    response.headers['content-disposition'] as string | undefined,
    `statement-${ticket.from}-${ticket.to}.${extension}`,
  );
  saveFile(response.data, name);
}
