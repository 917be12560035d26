// Live updates: one shared EventSource on the API's SSE stream for the whole app. Subscribers name the
// events they care about (`block`, `transactions`, `stats`); the connection opens with the first
// subscriber (at the deployment's Explorer API base) and closes with the last, and EventSource
// reconnects by itself after a network drop.
import type { LiveEvent, LiveEventName } from '@tvmscan/api-schema';
import { LIVE_PATH } from '@tvmscan/api-schema/values';
import { useEffect, useRef } from 'react';
import { loadDeploymentConfig, serviceUrl } from './client';

const LIVE_EVENTS: readonly LiveEventName[] = ['block', 'transactions', 'stats'];

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
/** Waiting for the deployment config before the first connection. */
let opening = false;

function open(): void {
  if (source || opening || typeof EventSource === 'undefined') return;
  opening = true;
  void loadDeploymentConfig().then((config) => {
    opening = false;
    if (source || listeners.size === 0) return;
    connect(serviceUrl(LIVE_PATH, config?.services));
  });
}

function connect(url: string): void {
  source = new EventSource(url);
  for (const name of LIVE_EVENTS) {
    source.addEventListener(name, (e) => {
      let data: unknown;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        return; // a garbled frame is skipped; the next event brings fresh data anyway
      }
      const event = { event: name, data } as LiveEvent;
      for (const listener of listeners) listener(event);
    });
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/** Calls `onEvent` for each live event named in `events`; the latest callback is always used. */
export function useLiveEvents(events: readonly LiveEventName[], onEvent: (event: LiveEvent) => void): void {
  const callback = useRef(onEvent);
  callback.current = onEvent;
  const key = events.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return subscribe((event) => {
      if (wanted.has(event.event)) callback.current(event);
    });
  }, [key]);
}
