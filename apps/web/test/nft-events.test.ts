// The NFT page's event-list rules (spec §4): 10 a page from page 1, next re-uses fetched pages, fetching
// stops after NftCreated (then the total is the item count), previous stops at page 1, repeats dropped.
import type { NftEvent, NftEventKind } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import {
  appendEvents,
  EVENTS_PAGE_SIZE,
  eventsTotal,
  hasNextPage,
  nextPage,
  nextPageHeld,
  pageOf,
  previousPage,
  startEvents,
} from '../src/slices/nft/nft-events';

const ZERO = `0:${'0'.repeat(64)}`;
const event = (n: number, kind: NftEventKind = 'OwnerChanged'): NftEvent => ({
  transactionHash: n.toString(16).padStart(64, '0'),
  lt: String(1000 - n),
  time: 1_700_000_000 - n,
  kind,
  oldAddress: ZERO,
  newAddress: `0:${n.toString(16).padStart(64, '0')}`,
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => event(from + i));

describe('NFT event list', () => {
  it('starts on page 1 with the first 10 and knows more may follow', () => {
    const list = startEvents(range(0, 10), 'c1');
    expect(list.page).toBe(1);
    expect(pageOf(list)).toHaveLength(EVENTS_PAGE_SIZE);
    expect(nextPageHeld(list)).toBe(false);
    expect(hasNextPage(list)).toBe(true);
    expect(eventsTotal(list)).toBeNull();
  });

  it('fetches, then re-uses pages already fetched when going back and forth', () => {
    let list = startEvents(range(0, 10), 'c1');
    list = appendEvents(list, range(10, 20), 'c2');
    list = nextPage(list);
    expect(list.page).toBe(2);
    expect(pageOf(list)[0]).toEqual(event(10));
    list = previousPage(list);
    expect(list.page).toBe(1);
    expect(nextPageHeld(list)).toBe(true);
    list = nextPage(list);
    expect(list.page).toBe(2);
    expect(list.cursor).toBe('c2');
  });

  it('never goes below page 1, and does not move past what it holds', () => {
    const list = startEvents(range(0, 3), null);
    expect(previousPage(list).page).toBe(1);
    expect(nextPage(list)).toBe(list);
  });

  it('stops fetching after NftCreated and then knows the total', () => {
    let list = startEvents(range(0, 10), 'c1');
    list = appendEvents(list, [event(10), event(11, 'ManagerChanged'), event(12, 'NftCreated')], 'c2');
    expect(list.cursor).toBeNull();
    expect(eventsTotal(list)).toBe(13);
    list = nextPage(list);
    expect(pageOf(list).map((e) => e.kind)).toEqual(['OwnerChanged', 'ManagerChanged', 'NftCreated']);
    expect(hasNextPage(list)).toBe(false);
  });

  it('is complete when the API has nothing more even without NftCreated', () => {
    expect(eventsTotal(startEvents(range(0, 4), null))).toBe(4);
  });

  it('drops an event fetched twice but keeps two kinds of one transaction', () => {
    const owner = event(5, 'OwnerChanged');
    const manager = { ...event(5, 'ManagerChanged') };
    let list = startEvents([event(4), owner, manager], 'c1');
    list = appendEvents(list, [owner, manager, event(6)], 'c2');
    expect(list.items.map((e) => `${Number.parseInt(e.transactionHash, 16)}${e.kind[0]}`)).toEqual([
      '4O',
      '5O',
      '5M',
      '6O',
    ]);
  });
});
