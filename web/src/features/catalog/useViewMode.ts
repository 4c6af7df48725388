import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { useMediaQuery } from '../../lib/useMediaQuery';

export type ViewMode = 'card' | 'list';

/** Below this width there is no list view: phones always get the grid (spec §4). */
export const LIST_VIEW_MEDIA = '(min-width: 768px)';

/** Grid or list, remembered under catalog-grid-view ('list' | 'card') (spec §4 "Product list"). */
export function useViewMode(): { mode: ViewMode; canChoose: boolean; choose: (mode: ViewMode) => void } {
  const canChoose = useMediaQuery(LIST_VIEW_MEDIA);
  const [stored, setStored] = useState<ViewMode>(() =>
    readStorage(STORAGE_KEYS.catalogGridView) === 'list' ? 'list' : 'card',
  );
  const choose = (mode: ViewMode) => {
    setStored(mode);
    writeStorage(STORAGE_KEYS.catalogGridView, mode);
  };
  return { mode: canChoose ? stored : 'card', canChoose, choose };
}
