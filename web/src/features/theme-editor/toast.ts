import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/**
 * One notice at a time for the editor and the icon picker (two chunks, one host: the editor's ToastHost),
 * so a message outlives the dialog that raised it.
 */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(kind: ToastMessage['kind'], text: string): void {
  current = { id: nextId++, kind, text };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

/**
 * A failure as spec §8 has it (logged to the console) and, beyond the spec, told to the editor:
 * '<what failed>: <the server's reason>'.
 */
export function reportFailure(what: string, error: unknown): void {
  console.error(`${what}:`, error);
  const reason = error instanceof Error && error.message ? error.message : '';
  showToast('error', reason ? `${what}: ${reason}` : `${what}.`);
}

export function useToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
