import { type EndpointInput, endpointPath, type RouteInfo } from '@portal/contracts';
import type { EndpointsById } from '@portal/contracts/endpoints';
import { ApiError, type DeclaredIn } from '@portal/ui';

/**
 * Downloads the answer of a declared endpoint that produces a file (a CSV export): fetched with
 * the operator's bearer token (a plain link could not carry it), saved under the name the server
 * gives in Content-Disposition. A refusal comes back as the envelope and is thrown as ApiError.
 * Returns the file's name.
 */
export async function downloadFile<R extends RouteInfo & { produces: string }>(
  route: R,
  input: EndpointInput<DeclaredIn<EndpointsById, R>>,
  context: { token: string | null; language: string; networkErrorMessage: string },
): Promise<string> {
  const { params, query } = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const url = `${endpointPath(route.path, params)}${search.size > 0 ? `?${search}` : ''}`;
  const headers: Record<string, string> = { accept: route.produces, 'x-language': context.language };
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.origin), {
      method: route.method,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', context.networkErrorMessage, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
      value?: unknown;
    } | null;
    throw new ApiError(
      envelope?.code ?? 'NETWORK',
      envelope?.message ?? context.networkErrorMessage,
      response.status,
      envelope?.value ?? null,
    );
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return filename;
}
