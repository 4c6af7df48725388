/**
 * GET /basket/ answers kept as bytes per user (docs/architecture.md "Reading the basket"). The basket
 * screen reads the whole basket after every edit and on every visit; an answer is served again while
 * the basket's lines version (one indexed row) is the one it was built from — every change of the
 * lines raises it, from any process — and for at most `maxAgeMs`: the product facts in it (stock,
 * names, images) are as fresh as the catalogue's.
 */

/** Baskets whose answer is kept (about 76 KB for 200 lines). */
const KEPT_BASKETS_MAX = 1_000;

export class KeptAnswers {
  private readonly answers = new Map<number, { version: string; body: Buffer; builtAt: number }>();

  /** maxAgeMs 0 keeps nothing (every read is fresh). */
  constructor(private readonly maxAgeMs: number) {}

  /** The user's kept answer when it is young enough and `currentVersion` still names its lines. */
  async get(userId: number, currentVersion: () => Promise<string>): Promise<Buffer | undefined> {
    const kept = this.answers.get(userId);
    if (kept && Date.now() - kept.builtAt < this.maxAgeMs && kept.version === (await currentVersion())) {
      return kept.body;
    }
    return undefined;
  }

  /** Keeps an answer built at `builtAt` from lines of `version` (an edit's answer is the next read's). */
  keep(userId: number, version: string, body: Buffer, builtAt: number): void {
    this.answers.delete(userId);
    if (this.maxAgeMs <= 0) return;
    this.answers.set(userId, { version, body, builtAt });
    if (this.answers.size > KEPT_BASKETS_MAX) this.answers.delete(this.answers.keys().next().value as number);
  }
}
