// The open transactions and what each read, for isolation.mjs. A read is kept as a check (a
// function giving what the read sees now) and what it saw; a transaction conflicts once any
// of its checks sees something else. Each transaction has an age: a retry keeps the age of
// the attempt it retries (its place in line), a new transaction is younger than every other.
// A transaction idle for IDLE_MS holds no one up (Firestore expires idle transactions, and a
// client cut off mid-transaction never rolls back), and a wipe forgets every transaction.
import { randomBytes } from "node:crypto";

const IDLE_MS = 3000;

export class Transactions {
  #open = new Map(); // id (hex) → { age, readOnly, reads: [[check, seen]], paths: Set }
  #ages = new Map(); // id (hex) of every transaction begun → its age
  #waiting = new Set();
  #next = 0;

  /** A new transaction's id (bytes); `retried` is the id of the attempt it retries. */
  begin({ readOnly = false, retried } = {}) {
    const id = randomBytes(16);
    const age = this.#ages.get(hex(retried)) ?? (this.#next += 1);
    this.#ages.set(hex(id), age);
    this.#open.set(hex(id), { age, readOnly, reads: [], paths: new Set(), seen: Date.now() });
    return id;
  }

  /** Forget every transaction (the emulator's data was wiped); waiters go on. */
  clear() {
    this.#open.clear();
    this.#ages.clear();
    for (const waiter of this.#waiting) waiter();
  }

  /** Keep reads ([check, seen, paths read]) in transaction `id`, when it is open. */
  record(id, reads) {
    const transaction = this.#open.get(hex(id));
    if (transaction) transaction.seen = Date.now();
    for (const [check, seen, paths] of transaction ? reads : []) {
      transaction.reads.push([check, seen]);
      for (const path of paths) transaction.paths.add(path);
    }
  }

  /** Close `id`; what it was (undefined when unknown or already closed). */
  finish(id) {
    const transaction = this.#open.get(hex(id));
    this.#open.delete(hex(id));
    for (const waiter of this.#waiting) waiter();
    return transaction;
  }

  /** Whether a read of `transaction` would now see something else. */
  conflicts(transaction) {
    return !transaction.readOnly && transaction.reads.some(([check, seen]) => check() !== seen);
  }

  /** Resolves once no transaction older than `id` is open that read one of `paths` or has
   * read nothing yet (so may read them next), or after `patience` ms. */
  turn(id, paths, patience) {
    const age = this.#ages.get(hex(id)) ?? Infinity;
    const ahead = (other) =>
      other.reads.length === 0 || paths.some((path) => other.paths.has(path));
    const live = (other) => Date.now() - other.seen < IDLE_MS;
    const blocked = () =>
      [...this.#open.values()].some((o) => o.age < age && live(o) && ahead(o));
    return new Promise((resolve) => {
      const done = () => {
        if (blocked()) return;
        this.#waiting.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiting.delete(done);
        resolve();
      }, patience);
      this.#waiting.add(done);
      done();
    });
  }
}

export const hex = (bytes) => Buffer.from(bytes ?? []).toString("hex");
