/**
 * Answers the page arrived with (server/src/plugins/spa.ts writes the first calls' answers into it): each is
 * taken once, as the initial data of the query that would have asked for it, so the first render already has
 * the settings, the menus and the home's first screen. Later asks go to the server as usual.
 */
const answers = new Map<string, unknown>();
let onDrawnPage = true;

/** Keeps the answers the page carried, by the address they answer. */
export function keepCarriedAnswers(carried: Record<string, unknown>): void {
  for (const [path, answer] of Object.entries(carried)) answers.set(path, answer);
}

/** Drops what is left: the server draws each page with its own session's answers only. */
export function forgetCarriedAnswers(): void {
  answers.clear();
}

/** The answer the page carried for GET `path`, once; undefined when it carried none. */
export function carried<T>(path: string): T | undefined {
  const answer = answers.get(path) as T | undefined;
  answers.delete(path);
  return answer;
}

/**
 * The reader has left the page the server drew: whatever it carried and nobody took is that page's, and the
 * answers read "on every visit" are read again from now on (main.tsx calls this at the first navigation).
 */
export function leaveDrawnPage(): void {
  onDrawnPage = false;
  answers.clear();
}

/**
 * The staleTime of a query read again on every visit (a report, the open invoices): on the page the server drew,
 * its carried answer is this visit's reading, made by the server a moment ago, and asking again as the app starts
 * would only repeat it (and draw the page a second time). Otherwise always stale.
 */
export function staleUnlessCarried(query: { state: { dataUpdateCount: number } }): number {
  return onDrawnPage && query.state.dataUpdateCount === 0 ? Infinity : 0;
}
