import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSessionStorage,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeSessionStorage,
  writeStorage,
} from './storage';

/** Browser storage as a map, the part of the Storage interface the app uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Storage as some private modes and a full quota have it: every call throws. */
const refusingStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remembered preferences', () => {
  it('are read back after being written', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    writeStorage(STORAGE_KEYS.catalogGridView, 'list');
    expect(readStorage(STORAGE_KEYS.catalogGridView)).toBe('list');
    removeStorage(STORAGE_KEYS.catalogGridView);
    expect(readStorage(STORAGE_KEYS.catalogGridView)).toBeNull();
  });

  it('are nothing when never written', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect(readStorage(STORAGE_KEYS.qrMenuConfig)).toBeNull();
  });

  it('are simply not remembered when the browser refuses storage, and nothing breaks', () => {
    vi.stubGlobal('window', { localStorage: refusingStorage, sessionStorage: refusingStorage });
    expect(() => writeStorage(STORAGE_KEYS.catalogGridView, 'list')).not.toThrow();
    expect(readStorage(STORAGE_KEYS.catalogGridView)).toBeNull();
    expect(() => removeStorage(STORAGE_KEYS.catalogGridView)).not.toThrow();
    expect(() => writeSessionStorage(STORAGE_KEYS.scrollPositions, '{}')).not.toThrow();
    expect(readSessionStorage(STORAGE_KEYS.scrollPositions)).toBeNull();
  });

  it('keep scroll positions for this tab apart from the lasting preferences', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    writeSessionStorage(STORAGE_KEYS.scrollPositions, '{"a":120}');
    expect(readSessionStorage(STORAGE_KEYS.scrollPositions)).toBe('{"a":120}');
    expect(local.getItem(STORAGE_KEYS.scrollPositions)).toBeNull();
  });
});

describe('the storage keys', () => {
  it("hide a modal banner per promotion, so a new promotion's banner still shows", () => {
    expect(STORAGE_KEYS.modalBannerHidden(12)).toBe('modal-banner-hidden-12');
    expect(STORAGE_KEYS.modalBannerHidden('12')).toBe(STORAGE_KEYS.modalBannerHidden(12));
    expect(STORAGE_KEYS.modalBannerHidden(13)).not.toBe(STORAGE_KEYS.modalBannerHidden(12));
  });
});
