import { endpoints, fillPath, shellConstants, type CsvStyle, type SearchRequest } from '@sentio/domain';
import { ApiRequestError, errorFromResponse } from '../../../app/api/errors';
import { requestId } from '../../../app/api/client';
import { fileNameOf } from '../../../shared/download';

export type WidgetExportType = 'CSV' | 'XLSX';

/**
 * Downloads a widget's table. The export is a POST (the search goes in the body) answering the file itself, so it
 * is fetched and handed to the browser as a blob; a failure arrives as the usual API error body.
 */
export async function exportWidget(
  code: string,
  id: string,
  type: WidgetExportType,
  search: SearchRequest,
  csvStyle: CsvStyle = 'EXCEL',
): Promise<void> {
  const endpoint = endpoints.widgetExport;
  const rid = requestId();
  const response = await fetch(`${fillPath(endpoint.path, { code, id })}?type=${type}&csvStyle=${csvStyle}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*', [shellConstants.requestIdHeader]: rid },
    body: JSON.stringify(search),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(errorFromResponse(response.status, json), {
      method: endpoint.method,
      path: endpoint.path,
      permission: endpoint.permission,
      requestId: rid,
    });
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(response.headers.get('content-disposition')) ?? `widget-${id}.${type.toLowerCase()}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
