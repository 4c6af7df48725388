import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_QR_MENU_CONFIG, parseStoredQrMenuConfig, type QrMenuConfig } from '@bayi/common';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * The QR menu's settings, kept in this browser (spec §2 "QR menu"). What is read back goes through the
 * shared schema field by field: damaged or out-of-range stored values give way to the defaults.
 */
export function readQrMenuConfig(): QrMenuConfig {
  const stored = readStorage(STORAGE_KEYS.qrMenuConfig);
  if (stored === null) return { ...DEFAULT_QR_MENU_CONFIG };
  try {
    return parseStoredQrMenuConfig(JSON.parse(stored));
  } catch {
    return { ...DEFAULT_QR_MENU_CONFIG };
  }
}

/** The settings and a function to change some of them; every change is stored at once. */
export function useQrMenuConfig() {
  const [config, setConfig] = useState(readQrMenuConfig);
  const loaded = useRef(config);

  useEffect(() => {
    // The settings as loaded are not written back: only what the owner changes is remembered.
    if (config === loaded.current) return;
    writeStorage(STORAGE_KEYS.qrMenuConfig, JSON.stringify(config));
  }, [config]);

  const update = useCallback((patch: Partial<QrMenuConfig>) => setConfig((current) => ({ ...current, ...patch })), []);
  return { config, update };
}
