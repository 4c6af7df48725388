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
    /** The server's message per field of a refused form (400 `errors`), when it names fields. */
    readonly fields: Record<string, string> = {},
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
type Body = JsonBody | FormData;

interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
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

async function request<T>(method: string, path: string, body: Body | undefined, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = body instanceof FormData;
  // A form goes as multipart/form-data, with the boundary the browser writes.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      hasErrorMessage(payload) ? payload.errorMessage : GENERIC_ERROR_MESSAGE,
      fieldErrorsOf(payload),
    );
  }
  return payload as T;
}

export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function postJson<T>(path: string, body?: JsonBody, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body ?? {}, options);
}

export function putJson<T>(path: string, body: JsonBody, options: RequestOptions = {}): Promise<T> {
  return request<T>('PUT', path, body, options);
}

/** POST as multipart/form-data (spec §7 POST /payment2); the answer is JSON. */
export function postForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, form, options);
}

export function deleteJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}
