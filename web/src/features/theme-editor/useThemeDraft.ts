import { useCallback, useReducer } from 'react';
import type { ThemeSettings } from '@bayi/common';

/** Which value of which item: blocks[block].item[item][field]. */
export interface ThemeField {
  block: string;
  item: string;
  field: 'bg_color' | 'text_color' | 'height';
}

interface DraftState {
  draft: ThemeSettings;
  past: ThemeSettings[];
  future: ThemeSettings[];
  /** The field and time of the last change: quick repeats on one field (a slider drag, arrowing through the
   * palette) make one undo step, not fifty. */
  lastKey: string | null;
  lastAt: number;
}

type Action =
  | { type: 'set'; field: ThemeField; value: string | number; at: number }
  | { type: 'replace'; theme: ThemeSettings }
  | { type: 'undo' }
  | { type: 'redo' };

const COALESCE_MS = 1000;
/** Undo steps kept in the session. */
const MAX_STEPS = 100;

function withValue(theme: ThemeSettings, { block, item, field }: ThemeField, value: string | number): ThemeSettings {
  const current = theme.blocks[block]?.item[item];
  if (!current) return theme;
  return {
    ...theme,
    blocks: {
      ...theme.blocks,
      [block]: {
        ...theme.blocks[block]!,
        item: { ...theme.blocks[block]!.item, [item]: { ...current, [field]: value } },
      },
    },
  };
}

function reducer(state: DraftState, action: Action): DraftState {
  switch (action.type) {
    case 'set': {
      const next = withValue(state.draft, action.field, action.value);
      if (
        next === state.draft ||
        state.draft.blocks[action.field.block]?.item[action.field.item]?.[action.field.field] === action.value
      )
        return state;
      const key = `${action.field.block}.${action.field.item}.${action.field.field}`;
      const coalesce = key === state.lastKey && action.at - state.lastAt < COALESCE_MS && state.past.length > 0;
      return {
        draft: next,
        past: coalesce ? state.past : [...state.past, state.draft].slice(-MAX_STEPS),
        future: [],
        lastKey: key,
        lastAt: action.at,
      };
    }
    case 'replace':
      return {
        draft: action.theme,
        past: [...state.past, state.draft].slice(-MAX_STEPS),
        future: [],
        lastKey: null,
        lastAt: 0,
      };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        draft: previous,
        past: state.past.slice(0, -1),
        future: [state.draft, ...state.future],
        lastKey: null,
        lastAt: 0,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { draft: next, past: [...state.past, state.draft], future: rest, lastKey: null, lastAt: 0 };
    }
  }
}

/** The theme being edited, with undo and redo for the session (what users of Shopify's editor ask for). */
export function useThemeDraft(initial: ThemeSettings) {
  const [state, dispatch] = useReducer(reducer, initial, (draft) => ({
    draft,
    past: [],
    future: [],
    lastKey: null,
    lastAt: 0,
  }));
  const set = useCallback(
    (field: ThemeField, value: string | number) => dispatch({ type: 'set', field, value, at: performance.now() }),
    [],
  );
  const replace = useCallback((theme: ThemeSettings) => dispatch({ type: 'replace', theme }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  return {
    draft: state.draft,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    set,
    replace,
    undo,
    redo,
  };
}
