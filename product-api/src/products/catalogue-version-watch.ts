/**
 * This API instance's view of the catalogue version (catalogue-version.ts), shared by what it
 * keeps from the catalogue (the catalogue cache, the search index): read from the database at most
 * every checkMs when asked for, or told by GET /catalogue/version. A change is announced to the
 * listeners, so one read serves them all.
 */
export class CatalogueVersionWatch {
  private version: string | null = null;
  private checkedAt = 0;
  private reading: Promise<string> | null = null;
  private readonly listeners: ((version: string) => void)[] = [];

  constructor(
    private readonly read: () => Promise<string>,
    private readonly checkMs: number,
  ) {}

  /** listener(version) runs whenever the version changes from one this instance knew. */
  onChange(listener: (version: string) => void): void {
    this.listeners.push(listener);
  }

  /** Whether the version known is recent enough that current() would not read it again. */
  get fresh(): boolean {
    return this.version !== null && Date.now() - this.checkedAt < this.checkMs;
  }

  /** The version, read again (once for all who ask meanwhile) when the last read is too old. */
  async current(): Promise<string> {
    if (this.fresh) return this.version!;
    this.reading ??= this.read()
      .then((version) => {
        this.follow(version);
        return version;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** A version just read from the database, here or elsewhere (the version call, an index build). */
  follow(version: string): void {
    const changed = this.version !== null && version !== this.version;
    this.version = version;
    this.checkedAt = Date.now();
    if (changed) for (const listener of this.listeners) listener(version);
  }
}
