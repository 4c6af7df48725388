/**
 * Answers the page arrived with (server/src/plugins/spa.ts writes the first calls' answers into it): each is
 * taken once, as the initial data of the query that would have asked for it, so the first render already has
 * the settings, the menus and the home's first screen. Later asks go to the server as usual.
 */
const answers = new Map<string, unknown>();

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
