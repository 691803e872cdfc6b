/**
 * Events every server process must hear: a process that changes something other processes keep in
 * memory (the public read cache, the session-lookup cache) publishes it here. With one process the
 * local bus is enough; with several on one PostgreSQL, the PostgreSQL bus (LISTEN/NOTIFY) carries
 * the event to every process, this one included.
 */
export type BusTopic =
  /** public catalogue data changed: drop cached public answers */
  | 'public-data-changed'
  /** a session was revoked (payload: the token hash): drop it from session-lookup caches */
  | 'session-revoked';

export type BusHandler = (payload: string) => void;

export interface Bus {
  /** delivers `payload` to every subscriber of `topic` in every process, this one included */
  publish(topic: BusTopic, payload?: string): Promise<void>;
  /** returns a function that unsubscribes */
  subscribe(topic: BusTopic, handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** Subscribers of one process; the PostgreSQL bus reuses it to fan a notification out locally. */
export class LocalBus implements Bus {
  readonly #handlers = new Map<BusTopic, Set<BusHandler>>();

  publish(topic: BusTopic, payload = ''): Promise<void> {
    this.deliver(topic, payload);
    return Promise.resolve();
  }

  deliver(topic: BusTopic, payload: string): void {
    for (const handler of this.#handlers.get(topic) ?? []) handler(payload);
  }

  subscribe(topic: BusTopic, handler: BusHandler): () => void {
    let handlers = this.#handlers.get(topic);
    if (!handlers) this.#handlers.set(topic, (handlers = new Set()));
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  close(): Promise<void> {
    this.#handlers.clear();
    return Promise.resolve();
  }
}
