import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** What the person did to a stand-in before the real control arrived; the real control repeats it once. */
export type IntentAction = 'open' | 'focus';

export interface PendingIntent {
  /** Which stand-in (e.g. a menu entry id) when one module serves several. */
  target: string;
  action: IntentAction;
}

const STAND_IN_ATTRIBUTE = 'data-intent-stand-in';

/**
 * A module fetched on first intent — pointer over, focus, press or click on a stand-in — instead of
 * at start-up. The header's drop-downs use it so that Headless UI (menus, popovers, dialogs) stays
 * out of the JavaScript every page loads first. Returns a hook for the component that shows the
 * stand-in: it renders the real control once the module is there, and never in the middle of a
 * press (a click must land on the element it started on).
 */
export function intentModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const request = (): Promise<T> => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk download may succeed on the next intent.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  return function useIntentModule() {
    const [module, setModule] = useState<T | undefined>(loaded);
    const [intent, setIntent] = useState<PendingIntent | null>(null);
    const [pressing, setPressing] = useState(false);

    useEffect(() => {
      if (!pressing) return;
      // A press that ends away from the stand-in brings no click on it: stop waiting for one.
      const onRelease = (event: PointerEvent) => {
        const onStandIn = event.target instanceof Element && event.target.closest(`[${STAND_IN_ATTRIBUTE}]`);
        if (!onStandIn || event.type === 'pointercancel') setPressing(false);
      };
      window.addEventListener('pointerup', onRelease, true);
      window.addEventListener('pointercancel', onRelease, true);
      return () => {
        window.removeEventListener('pointerup', onRelease, true);
        window.removeEventListener('pointercancel', onRelease, true);
      };
    }, [pressing]);

    const fetchModule = () => {
      if (module) return;
      request().then(setModule, () => setIntent(null));
    };
    /** Props for a stand-in button: hovering or focusing starts the download, a click asks to open. */
    const standInProps = (target = 'default') => ({
      [STAND_IN_ATTRIBUTE]: '',
      onPointerEnter: fetchModule,
      onPointerDown: () => {
        setPressing(true);
        fetchModule();
      },
      onFocus: () => {
        setIntent((current) => (current?.action === 'open' ? current : { target, action: 'focus' }));
        fetchModule();
      },
      onBlur: () => setIntent((current) => (current?.action === 'focus' ? null : current)),
      onClick: () => {
        setPressing(false);
        setIntent({ target, action: 'open' });
        fetchModule();
      },
    });
    return { module: pressing ? undefined : module, intent, standInProps };
  };
}

/**
 * In the real control: repeat the stand-in's intent once on mount — focus the button, or focus and
 * click it so the menu opens as the person asked. A layout effect, so the swap and the opening
 * happen in one task: nothing ever sees the real button closed after a click on the stand-in.
 */
export function useCarryOverIntent(ref: RefObject<HTMLElement | null>, action: IntentAction | null | undefined) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !action) return;
    done.current = true;
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (action === 'open') element.click();
  }, [ref, action]);
}
