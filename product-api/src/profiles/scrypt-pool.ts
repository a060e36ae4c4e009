import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';

/**
 * scrypt on worker threads of the lowest CPU priority (scrypt-worker.mjs), instead of libuv's
 * threadpool. Both keep hashing off the event loop, but the threadpool's threads compete with
 * the event loop for the cores as equals: with 20 sign-ins a second on two cores, scrypt alone
 * needs about a core and the catalogue answers queued behind it (issue 12; figures in
 * bench/README.md, `npm run bench:signin`). At the lowest priority, hashing only takes the time
 * the event loop leaves.
 */
export class ScryptPool {
  private readonly slots: Slot[] = [];
  private nextJobId = 0;

  constructor(private readonly size: number = availableParallelism()) {}

  derive(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
    const slot = this.slotForNextJob();
    const id = this.nextJobId++;
    return new Promise((resolve, reject) => {
      slot.jobs.set(id, { resolve, reject });
      // A worker with jobs keeps the process alive (a script awaiting a hash); an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage({ id, password, salt, keyLength });
    });
  }

  /** An idle worker, a new one while the pool is not full, else the least busy. */
  private slotForNextJob(): Slot {
    const idle = this.slots.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return this.slots.reduce((least, slot) => (slot.jobs.size < least.jobs.size ? slot : least));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_FILE), jobs: new Map() };
    slot.worker.unref();
    slot.worker.on('message', (message: unknown) => this.settle(slot, message));
    slot.worker.on('error', (error) => this.retire(slot, error));
    slot.worker.on('exit', () => this.retire(slot, new Error('scrypt worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, message: unknown): void {
    const reply = replySchema.safeParse(message);
    if (!reply.success) return;
    const job = slot.jobs.get(reply.data.id);
    if (!job) return;
    slot.jobs.delete(reply.data.id);
    if (slot.jobs.size === 0) slot.worker.unref();
    if (reply.data.key) job.resolve(Buffer.from(reply.data.key));
    else job.reject(new Error(reply.data.error ?? 'scrypt failed'));
  }

  /** A worker that failed or stopped leaves the pool; its jobs fail, later ones go to a new worker. */
  private retire(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    for (const job of slot.jobs.values()) job.reject(error);
    slot.jobs.clear();
  }
}

type Job = { resolve: (key: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; jobs: Map<number, Job> };

const WORKER_FILE = path.join(__dirname, 'scrypt-worker.mjs');

const replySchema = z.object({
  id: z.number(),
  key: z.instanceof(Uint8Array).optional(),
  error: z.string().optional(),
});
