import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptStatusAnswer, ThreeDsMessage } from '@bayi/common';
import { decodeThreeDsHtml, fetchAttempt } from './api';

/** How often the attempt is read while its outcome is open, and for how long at most. */
const POLL_MS = 2_000;
const POLL_LIMIT_MS = 20 * 60_000;

export interface ThreeDsStart {
  attemptId: number;
  threedsHtmlContent: string;
  /** The same page from our own address, under its own CSP (a real bank's page runs inline scripts). */
  threedsUrl?: string;
}

export type ThreeDsPhase = 'idle' | 'window' | 'waiting';

function isResultMessage(data: unknown, attemptId: number): data is ThreeDsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ThreeDsMessage).type === 'bayi:3ds-result' &&
    (data as ThreeDsMessage).attemptId === attemptId
  );
}

/**
 * One 3-D Secure payment after its start: the bank's page in the window, the outcome read from
 * GET /payment2/attempt/{id} — at once when the return page posts its message, and every 2 s anyway, so
 * a window closed before the bank answered still ends in the outcome. The message is only a hint to look:
 * it is accepted from this site's exact origin, or from our own sandboxed frame (whose origin is opaque,
 * 'null'), and the outcome always comes from the server.
 */
export function useThreeDsPayment(onOutcome: (attempt: AttemptStatusAnswer) => void) {
  const [start, setStart] = useState<(ThreeDsStart & { html: string }) | null>(null);
  const [phase, setPhase] = useState<ThreeDsPhase>('idle');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const outcomeRef = useRef(onOutcome);
  useEffect(() => {
    outcomeRef.current = onOutcome;
  });
  const [pollError, setPollError] = useState<string | null>(null);

  const begin = useCallback((answer: ThreeDsStart) => {
    setPollError(null);
    setStart({ ...answer, html: decodeThreeDsHtml(answer.threedsHtmlContent) });
    setPhase('window');
  }, []);

  /** The dealer closed the window: the outcome is still awaited (the bank may have answered). */
  const closeWindow = useCallback(() => setPhase((p) => (p === 'window' ? 'waiting' : p)), []);

  /** Shows the bank's page again while its outcome is awaited (closed by mistake). */
  const reopenWindow = useCallback(() => setPhase((p) => (p === 'waiting' ? 'window' : p)), []);

  const attemptId = start?.attemptId ?? null;
  useEffect(() => {
    if (attemptId === null) return;
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    let checking = false;

    const check = async () => {
      if (done || checking) return;
      checking = true;
      try {
        const attempt = await fetchAttempt(attemptId, controller.signal);
        if (attempt.status === 'paid' || attempt.status === 'failed') {
          done = true;
          clearTimeout(timer);
          setPhase('idle');
          setStart(null);
          outcomeRef.current(attempt);
          return;
        }
        setPollError(null);
      } catch (error) {
        if (controller.signal.aborted) return;
        setPollError(error instanceof Error ? error.message : String(error));
      } finally {
        checking = false;
      }
      if (!done && Date.now() - startedAt < POLL_LIMIT_MS) {
        clearTimeout(timer);
        timer = setTimeout(() => void check(), POLL_MS);
      }
    };

    const onMessage = (event: MessageEvent) => {
      const fromSite = event.origin === window.location.origin;
      const fromOurFrame = event.origin === 'null' && event.source === frameRef.current?.contentWindow;
      if (!(fromSite || fromOurFrame) || !isResultMessage(event.data, attemptId)) return;
      clearTimeout(timer);
      void check();
    };

    window.addEventListener('message', onMessage);
    timer = setTimeout(() => void check(), POLL_MS);
    return () => {
      done = true;
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [attemptId]);

  return {
    phase,
    html: start?.html ?? '',
    url: start?.threedsUrl,
    attemptId,
    frameRef,
    pollError,
    begin,
    closeWindow,
    reopenWindow,
    /** Any call in flight or outcome awaited: the pay buttons stay disabled. */
    busy: phase !== 'idle',
  };
}
