/**
 * Answers worked out lately, by key, at most `limit` of them: shoppers' words repeat, so a word's
 * reading is worked out once, and a script of random words cannot grow the memory (all are
 * forgotten at the limit: simpler than least-recently-used, and as good for a long tail).
 */
export class BoundedMemo<V> {
  private readonly kept = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  /** Keeps the value, and returns it. */
  set(key: string, value: V): V {
    if (this.kept.size >= this.limit) this.kept.clear();
    this.kept.set(key, value);
    return value;
  }
}
