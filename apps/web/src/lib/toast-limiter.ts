/**
 * At most `max` error toasts at once, and never the same text twice while it shows (spec part 2 §8).
 * Time is passed in, so the rule is testable without timers.
 */
export class ToastLimiter {
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #showing = new Map<string, number>();

  constructor(options: { max: number; ttlMs: number }) {
    this.#max = options.max;
    this.#ttlMs = options.ttlMs;
  }

  /** True when the message may be shown now; it then counts as showing for `ttlMs` or until released. */
  admit(message: string, now: number): boolean {
    for (const [text, until] of this.#showing) if (until <= now) this.#showing.delete(text);
    if (this.#showing.has(message) || this.#showing.size >= this.#max) return false;
    this.#showing.set(message, now + this.#ttlMs);
    return true;
  }

  release(message: string): void {
    this.#showing.delete(message);
  }
}
