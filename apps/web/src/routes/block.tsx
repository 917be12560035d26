// /blocks/{rootHash}/{tab?} and /blocks/{workchain}/{shard}/{seqno}/{tab?}: ids from the URL are
// checked here, so a malformed one shows the 404 page instead of a failing request.
import { getRouteApi } from '@tanstack/react-router';
import { HASH_PATTERN, SHARD_ID_PATTERN } from '@tvmscan/api-schema/values';
import { BlockPage } from '../slices/block/BlockPage';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';

const byHash = getRouteApi('/blocks/$id/{-$tab}');
const byNumber = getRouteApi('/blocks/$workchain/$shard/$seqno/{-$tab}');

const INT_RE = /^-?\d{1,10}$/;

export function BlockByHashRoute() {
  const { id, tab } = byHash.useParams();
  if (!HASH_PATTERN.test(id)) return <NotFoundPage />;
  const hash = id.toLowerCase();
  return <BlockPage request={{ id: hash }} tab={tab} basePath={`/blocks/${hash}`} />;
}

export function BlockByNumberRoute() {
  const { workchain, shard, seqno, tab } = byNumber.useParams();
  const wc = Number(workchain);
  const n = Number(seqno);
  const valid =
    INT_RE.test(workchain) &&
    wc >= -128 &&
    wc <= 127 &&
    SHARD_ID_PATTERN.test(shard) &&
    /^\d{1,10}$/.test(seqno) &&
    n <= 0xffffffff;
  if (!valid) return <NotFoundPage />;
  const s = shard.toLowerCase();
  return (
    <BlockPage
      request={{ workchain: wc, shard: s, seqno: n }}
      tab={tab}
      basePath={`/blocks/${wc}/${s}/${n}`}
    />
  );
}
