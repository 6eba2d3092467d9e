/**
 * Why a remote is not running, classified the way Grafana classifies plugin load failures:
 * the message tells the customer, the kind and detail tell the engineer.
 */
export type RemoteFailureKind =
  'http' | 'network' | 'invalid-descriptor' | 'incompatible' | 'chunk' | 'evaluation';

export interface RemoteFailure {
  kind: RemoteFailureKind;
  /** i18n key of the explanation (webapp.federation.*). */
  messageKey: string;
  /** Interpolation values of messageKey. */
  values: Record<string, string | number>;
  /** Technical detail for the log and the debug page; never shown as the only text. */
  detail: string;
}

const MESSAGE_KEYS: Record<RemoteFailureKind, string> = {
  http: 'webapp.federation.error.http',
  network: 'webapp.federation.error.network',
  'invalid-descriptor': 'webapp.federation.error.invalidDescriptor',
  incompatible: 'webapp.federation.error.incompatible',
  chunk: 'webapp.federation.error.chunk',
  evaluation: 'webapp.federation.error.evaluation',
};

export function remoteFailure(
  kind: RemoteFailureKind,
  detail: string,
  values: Record<string, string | number> = {},
  messageKey = MESSAGE_KEYS[kind],
): RemoteFailure {
  return { kind, messageKey, values, detail };
}

/** Thrown by the host's own fetches (registry, descriptors, manifests) so the status survives to the classifier. */
export class RemoteHttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    // The marker lets the classifier find the status again after the federation runtime wraps the message.
    super(`[kontor-http-${status}] ${url} answered HTTP ${status}`);
    this.name = 'RemoteHttpError';
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Classifies anything thrown while loading or starting a remote's code.
 * Runtime codes: RUNTIME-003 manifest fetch failed, RUNTIME-008 script failed, RUNTIME-014 expose missing.
 */
export function classifyLoadError(error: unknown, remote: string): RemoteFailure {
  const detail = messageOf(error);
  const values = { remote };
  const status = /\[kontor-http-(\d{3})\]/.exec(detail)?.[1];
  if (status) return remoteFailure('http', detail, { ...values, status: Number(status) });
  if (/ChunkLoadError|Loading chunk .* failed|Loading CSS chunk/i.test(detail))
    return remoteFailure('chunk', detail, values);
  if (/ScriptExecutionError|RUNTIME-001|RUNTIME-015/.test(detail))
    return remoteFailure('evaluation', detail, values);
  if (/RUNTIME-014/.test(detail))
    return remoteFailure('incompatible', detail, values, 'webapp.federation.error.missingModule');
  if (
    /RUNTIME-003|RUNTIME-008|ScriptNetworkError|Failed to fetch|NetworkError|Load failed|fetch failed/i.test(
      detail,
    )
  ) {
    return remoteFailure('network', detail, values);
  }
  return remoteFailure('evaluation', detail, values);
}
