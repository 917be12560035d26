// Turns the API's search answer into the grouped result list the box shows (spec §2 "Search"):
// blocks, accounts, transactions, messages, tokens (trusted first, only for queries over 2
// characters), and — when nothing matched but the query is a valid address — one account result.
import type { SearchResponse } from '@tvmscan/api-schema';
import { formatRawAddress, shorten } from '../../shared/lib/address';
import {
  accountUrl,
  blockLabel,
  blockUrl,
  messageUrl,
  tokenUrl,
  transactionUrl,
} from '../../shared/lib/chain';
import { visibleText } from '../../shared/lib/untrusted-text';
import { classifyQuery, wantsTokenLookup } from './classify-query';

export type ResultGroup = 'blocks' | 'accounts' | 'transactions' | 'messages' | 'tokens';

export interface SearchResult {
  /** Where Enter or a click goes; unique within a result list. */
  url: string;
  primary: string;
  /** Further columns: a hash, a time (unix seconds), an amount… rendered by the box. */
  detail: { kind: 'text'; text: string } | { kind: 'time'; time: number } | { kind: 'balance'; nano: string };
  extra?: string;
  /** An i18n key shown as a tag (a message's type), translated by the box. */
  tagKey?: string;
  /** A token's approved logo and verified mark (decision 0049). */
  mark?: { logoUrl: string | null; verified: boolean };
}

export interface ResultSection {
  group: ResultGroup;
  results: SearchResult[];
}

/** Spec §9: addresses shorten to 9 characters at each end in search results. */
const SHORT = 9;

export function buildSearchResults(query: string, response: SearchResponse | undefined): ResultSection[] {
  const sections: ResultSection[] = [];
  const add = (group: ResultGroup, results: SearchResult[]) => {
    if (results.length) sections.push({ group, results });
  };
  if (response) {
    add(
      'blocks',
      response.blocks.map((b) => ({
        url: blockUrl(b.rootHash),
        primary: blockLabel(b.workchain, b.shard, b.seqno),
        detail: { kind: 'time', time: b.genUtime },
        extra: shorten(b.rootHash, SHORT),
      })),
    );
    add(
      'accounts',
      response.accounts.map((a) => ({
        url: accountUrl(a.address),
        primary: shorten(a.address, SHORT),
        // The balance is unknown until the indexer has seen the account's state.
        detail: a.balance === null ? { kind: 'text', text: '—' } : { kind: 'balance', nano: a.balance },
      })),
    );
    add(
      'transactions',
      response.transactions.map((tx) => ({
        url: transactionUrl(tx.hash),
        primary: shorten(tx.hash, SHORT),
        detail: { kind: 'time', time: tx.time },
      })),
    );
    add(
      'messages',
      response.messages.map((m) => ({
        url: messageUrl(m.messageHash),
        primary: shorten(m.messageHash, SHORT),
        detail: { kind: 'time', time: m.transactionTime },
        tagKey: `message.types.${m.messageType}`,
      })),
    );
    if (wantsTokenLookup(query)) {
      const tokens = [...response.tokens].sort((a, b) => Number(b.trusted) - Number(a.trusted));
      add(
        'tokens',
        tokens.map((tk) => ({
          url: tokenUrl(tk.rootAddress),
          // Names and symbols are contract-supplied: hidden and direction-changing characters made visible.
          primary: `${visibleText(tk.name)} (${visibleText(tk.symbol)})`,
          detail: { kind: 'text', text: shorten(tk.rootAddress, SHORT) },
          mark: { logoUrl: tk.logoUrl, verified: tk.verified },
        })),
      );
    }
  }
  if (sections.length === 0) {
    const kind = classifyQuery(query);
    if (kind.kind === 'address') {
      const raw = formatRawAddress(kind.address);
      sections.push({
        group: 'accounts',
        results: [{ url: accountUrl(raw), primary: shorten(raw, SHORT), detail: { kind: 'text', text: '' } }],
      });
    }
  }
  return sections;
}
