// Runs a producer ahead of its consumer: items are taken from the source and handed to `start` as soon
// as fewer than `depth` wait, while the consumer still works on earlier ones; results come out in
// source order. The source is read under a signal of its own that is aborted when the consumer stops
// (or the caller's signal aborts), so a live source never keeps waiting for nobody.
export async function* lookahead<T, R>(
  source: (signal: AbortSignal) => AsyncIterable<T>,
  start: (item: T) => Promise<R>,
  depth: number,
  signal: AbortSignal,
): AsyncGenerator<{ item: T; result: R }> {
  const reading = new AbortController();
  const stopReading = () => reading.abort();
  signal.addEventListener('abort', stopReading);
  const queue: Array<{ item: T; result: Promise<R> }> = [];
  let done = false;
  let sourceError: unknown = null;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = (which: 'consumer' | 'producer') => {
    const w = which === 'consumer' ? wakeConsumer : wakeProducer;
    if (which === 'consumer') wakeConsumer = null;
    else wakeProducer = null;
    w?.();
  };

  const producer = (async () => {
    try {
      for await (const item of source(reading.signal)) {
        if (reading.signal.aborted) break;
        const result = start(item);
        // Awaited by the consumer; a result nobody takes (the consumer stopped) must not be unhandled.
        result.catch(() => {});
        queue.push({ item, result });
        wake('consumer');
        while (queue.length >= depth && !reading.signal.aborted) {
          await new Promise<void>((resolve) => {
            wakeProducer = resolve;
          });
        }
      }
    } catch (error) {
      sourceError = error;
    } finally {
      done = true;
      wake('consumer');
    }
  })();

  try {
    while (true) {
      const next = queue.shift();
      if (next) {
        wake('producer');
        yield { item: next.item, result: await next.result };
        continue;
      }
      if (done) {
        if (sourceError) throw sourceError;
        return;
      }
      await new Promise<void>((resolve) => {
        wakeConsumer = resolve;
      });
    }
  } finally {
    signal.removeEventListener('abort', stopReading);
    reading.abort();
    wake('producer');
    await producer;
  }
}
