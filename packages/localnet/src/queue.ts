import type { Cell } from '@tvmscan/codec';

// The outbound message queue: internal messages wait here until the collator delivers them, lowest
// created_lt first (ties broken by message hash), which is the order a TVM network guarantees between
// any pair of accounts.

export interface QueuedMessage {
  /** Destination account, "wc:hex". */
  dst: string;
  createdLt: bigint;
  /** Message hash, hex. */
  hash: string;
  /** The message cell exactly as the sending transaction holds it. */
  message: Cell;
}

const before = (a: QueuedMessage, b: QueuedMessage) =>
  a.createdLt !== b.createdLt ? a.createdLt < b.createdLt : a.hash < b.hash;

/** A binary min-heap on (createdLt, hash). */
export class MessageQueue {
  private readonly heap: QueuedMessage[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(message: QueuedMessage): void {
    const heap = this.heap;
    heap.push(message);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  peek(): QueuedMessage | undefined {
    return this.heap[0];
  }

  pop(): QueuedMessage | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && before(heap[left], heap[smallest])) smallest = left;
        if (right < heap.length && before(heap[right], heap[smallest])) smallest = right;
        if (smallest === i) break;
        [heap[i], heap[smallest]] = [heap[smallest], heap[i]];
        i = smallest;
      }
    }
    return top;
  }

  /** Every queued message in delivery order (for persistence); the queue is unchanged. */
  snapshot(): QueuedMessage[] {
    return [...this.heap].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
}
