import { Fifo } from './fifo.ts';

/**
 * Waiting items kept per client and served one client at a time in turn (round robin): a client
 * that queues a hundred items waits behind its own, and another client's one item is served
 * after at most one item of each client already waiting, not after the hundred.
 */
export class FairLine<T> {
  /** Each waiting client's items; a Map keeps insertion order, so its first entry is the next client's turn. */
  private readonly byClient = new Map<string, Fifo<T>>();

  push(client: string, item: T): void {
    const line = this.byClient.get(client) ?? new Fifo<T>();
    line.push(item);
    // Setting a key already there keeps its place in the turns.
    this.byClient.set(client, line);
  }

  /** The next client's first item; that client goes to the back of the turns while it has more. */
  shift(): T | undefined {
    const next = this.byClient.entries().next();
    if (next.done) return undefined;
    const [client, line] = next.value;
    const item = line.shift();
    this.byClient.delete(client);
    if (line.length > 0) this.byClient.set(client, line);
    return item;
  }
}
