import { AppError } from './errors.ts';

/**
 * At most `concurrency` pieces of work at once, at most `maxWaiting` more waiting in turn; past that a caller
 * is refused at once with 503 and Retry-After (decision 024: twenty AVIF encodes at once held both cores for a
 * minute). A finished piece hands its slot straight to the next waiting one, so a newcomer cannot jump in
 * between and run one more than allowed.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** the most pieces that ever ran at once: tests read it to check the bound */
  peak = 0;

  readonly concurrency: number;
  readonly maxWaiting: number;
  private readonly retryAfterSeconds: number;

  constructor(concurrency: number, maxWaiting: number, retryAfterSeconds = 5) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new AppError('unavailable', { retryAfter: this.retryAfterSeconds });
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
