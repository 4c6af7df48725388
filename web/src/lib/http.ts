/**
 * The one way the SPA talks to the server (spec §7): site-root paths, JSON, the session cookie
 * sent same-origin. Failures become an ApiError carrying the server's Turkish errorMessage.
 */
const NETWORK_ERROR_MESSAGE = 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.';
const GENERIC_ERROR_MESSAGE = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Turkish sentence to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

type JsonBody = Record<string, unknown> | readonly unknown[];

interface RequestOptions {
  signal?: AbortSignal;
}

function hasErrorMessage(body: unknown): body is { errorMessage: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'errorMessage' in body &&
    typeof (body as { errorMessage: unknown }).errorMessage === 'string' &&
    (body as { errorMessage: string }).errorMessage.length > 0
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(
  method: string,
  path: string,
  body: JsonBody | undefined,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, hasErrorMessage(payload) ? payload.errorMessage : GENERIC_ERROR_MESSAGE);
  }
  return payload as T;
}

export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function postJson<T>(path: string, body?: JsonBody, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body ?? {}, options);
}

export function deleteJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}
