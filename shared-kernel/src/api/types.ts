/** Field error of a 400 ValidationError (spec §8): reaches the form that sent the request. */
export interface FieldError {
  field: string;
  code: string;
  message?: string;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How one call is made, beside its method, url and body. */
export interface RequestConfig {
  /** The query: arrays repeat the name (status=a&status=b), as the gateway parses it; null and undefined are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file download; otherwise JSON (or the text when the answer is not JSON). */
  responseType?: 'json' | 'blob';
  /** Upload progress of the request's body: axios's progress events (the signed-in app's client). */
  onUploadProgress?: (progress: { loaded: number; total?: number }) => void;
  /**
   * The caller handles every error itself (no alert, no session expiry), e.g. the login call whose 401 means
   * wrong credentials, not an expired session.
   */
  skipErrorCatalogue?: boolean;
}

export interface ApiRequest extends RequestConfig {
  method: HttpMethod;
  /** Below the client's base (/api), e.g. /v2/natural-person. */
  url: string;
  /** The JSON body. */
  data?: unknown;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
}

/**
 * The api client every remote receives (spec §7 headers, §8 error catalogue): a call answers its response or
 * rejects with an HttpError (isHttpError, httpStatusOf). A call names its answer's type (the resource's wire
 * contract, shared-kernel/domain contracts); without one the answer is `unknown`, never `any`.
 */
export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
}

/** Error shapes of spec §8 the gateway returns. */
export interface ValidationErrorBody {
  name: 'ValidationError';
  message: string;
  data: FieldError[];
}
export interface CodedErrorBody {
  code: string | number;
  message: string;
  suggestions?: unknown[];
}
