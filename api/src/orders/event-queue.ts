/** Events kept for a subscriber that reads slower than they come; beyond it the oldest go. */
const MAX_BUFFERED = 1_000;

/**
 * One subscriber's events as an async iterator, the shape GraphQL subscriptions take. Unlike
 * an async generator, `return()` ends it at once even while a `next()` waits, so a closed
 * WebSocket never leaves a subscriber behind.
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffered: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;

  constructor(private readonly onEnd: () => void = () => undefined) {}

  push(value: T): void {
    if (this.ended) return;
    const reader = this.waiting.shift();
    if (reader) return reader({ value, done: false });
    if (this.buffered.length >= MAX_BUFFERED) this.buffered.shift();
    this.buffered.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffered.length > 0) return Promise.resolve({ value: this.buffered.shift() as T, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  /** No more events: waiting readers finish, and the owner forgets this subscriber. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.buffered.length = 0;
    for (const reader of this.waiting.splice(0)) reader({ value: undefined, done: true });
    this.onEnd();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
