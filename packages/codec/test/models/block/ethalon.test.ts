// Our decode against the ever-block-json "ethalon" files: the JSON that everx-labs' own serializer
// must produce for the same blocks. Field names are mapped (gen_utime → genUtime...), amounts compared
// through their *_dec forms; the subset covers block info, value flow, Merkle update, in/out message
// descriptions, account blocks with transaction ids, and the masterchain extra with its config.
import { readFileSync } from 'node:fs';
import {
  fixturePath,
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../src/cell';
import { shardToString } from '../../../src/models/block-info';
import { loadMsgEnvelope } from '../../../src/models/block-msg-envelope';
import type { ValidatorSet, WorkchainDescr } from '../../../src/models/config-params';
import { decodeConfigParam } from '../../../src/models/config-params';
import { decodeBlock } from '../../../src/models/decode';
import type { InMsg } from '../../../src/models/in-msg';
import type { OutMsg } from '../../../src/models/out-msg';

// biome-ignore lint/suspicious/noExplicitAny: ethalon JSON is untyped by nature
type Json = any;

const IN_TYPES: Record<InMsg['kind'], number> = {
  importExt: 0,
  importIhr: 1,
  importImm: 2,
  importFin: 3,
  importTr: 4,
  discardFin: 5,
  discardTr: 6,
  importDeferredFin: 7,
  importDeferredTr: 8,
};
const OUT_TYPES: Record<OutMsg['kind'], number> = {
  exportExt: 0,
  exportImm: 1,
  exportNew: 2,
  exportTr: 3,
  exportDeqImm: 4,
  exportDeq: 5,
  exportTrReq: 6,
  exportDeqShort: 7,
  exportNewDefer: 8,
  exportDeferredTr: 9,
};

const envelopeMsgId = (c: Cell) => loadMsgEnvelope(c.beginParse()).msg.hashHex();

function inMsgJson(m: InMsg): Json {
  const out: Json = { msg_type: IN_TYPES[m.kind] };
  if ('msg' in m) out.msg_id = m.msg.hashHex();
  if ('inMsg' in m) out.in_msg_id = envelopeMsgId(m.inMsg);
  if ('transaction' in m) out.transaction_id = m.transaction.hashHex();
  if ('fwdFee' in m) out.fwd_fee_dec = m.fwdFee.toString();
  return out;
}

function ethalonInMsg(e: Json): Json {
  const out: Json = { msg_type: Number(e.msg_type) };
  if (e.msg_id) out.msg_id = e.msg_id;
  if (e.in_msg) out.in_msg_id = e.in_msg.msg_id;
  if (e.transaction_id) out.transaction_id = e.transaction_id;
  if (e.fwd_fee_dec !== undefined) out.fwd_fee_dec = e.fwd_fee_dec;
  return out;
}

function outMsgJson(m: OutMsg): Json {
  const out: Json = { msg_type: OUT_TYPES[m.kind] };
  if ('msg' in m) out.msg_id = m.msg.hashHex();
  if ('outMsg' in m) out.out_msg_id = envelopeMsgId(m.outMsg);
  if ('transaction' in m) out.transaction_id = m.transaction.hashHex();
  if (m.kind === 'exportDeqShort') {
    out.msg_env_hash = m.msgEnvHash;
    out.next_workchain = m.nextWorkchain;
    out.next_addr_pfx = m.nextAddrPfx.toString(16).padStart(16, '0');
    out.import_block_lt_dec = m.importBlockLt.toString();
  }
  if (m.kind === 'exportDeq') out.import_block_lt_dec = m.importBlockLt.toString();
  return out;
}

function ethalonOutMsg(e: Json): Json {
  const out: Json = { msg_type: Number(e.msg_type) };
  if (e.msg_id) out.msg_id = e.msg_id;
  if (e.out_msg) out.out_msg_id = e.out_msg.msg_id;
  if (e.transaction_id) out.transaction_id = e.transaction_id;
  for (const k of ['msg_env_hash', 'next_workchain', 'next_addr_pfx', 'import_block_lt_dec']) {
    if (e[k] !== undefined) out[k] = k === 'next_workchain' ? Number(e[k]) : e[k];
  }
  return out;
}

const ethalons = fixturesDir
  ? listFixtures('blocks').filter((n) => /^ever-block-json_[0-9A-Fa-f]{64}-ethalon\.json$/.test(n))
  : [];

describe.skipIf(!fixturesDir)(`ever-block-json ethalons ${fixturesSkipReason}`, () => {
  it('has the four block ethalons', () => {
    expect(ethalons.length).toBe(4);
  });

  for (const name of ethalons) {
    it(`matches ${name.slice(16, 28)}…`, () => {
      const e: Json = JSON.parse(readFileSync(fixturePath(`blocks/${name}`), 'utf8'));
      const d = decodeBlock(readFixtureBoc(`blocks/${name.replace('-ethalon.json', '.boc')}`));
      const { info, valueFlow: vf, stateUpdate, extra } = d.block;
      expect(d.fileHash).toBe(e.file_hash);
      expect(d.block.globalId).toBe(e.global_id);
      expect({
        version: info.version,
        after_merge: info.afterMerge,
        before_split: info.beforeSplit,
        after_split: info.afterSplit,
        want_split: info.wantSplit,
        want_merge: info.wantMerge,
        key_block: info.keyBlock,
        seq_no: info.seqNo,
        vert_seq_no: info.vertSeqNo,
        gen_utime: info.genUtime,
        start_lt_dec: info.startLt.toString(),
        end_lt_dec: info.endLt.toString(),
        gen_validator_list_hash_short: info.genValidatorListHashShort,
        gen_catchain_seqno: info.genCatchainSeqno,
        min_ref_mc_seqno: info.minRefMcSeqno,
        prev_key_block_seqno: info.prevKeyBlockSeqno,
        workchain_id: info.shard.workchain,
        shard: shardToString(info.shard).split(':')[1],
        gen_software_version: info.genSoftware?.version,
        gen_software_capabilities_dec: info.genSoftware?.capabilities.toString(),
      }).toEqual({
        version: e.version,
        after_merge: e.after_merge,
        before_split: e.before_split,
        after_split: e.after_split,
        want_split: e.want_split,
        want_merge: e.want_merge,
        key_block: e.key_block,
        seq_no: e.seq_no,
        vert_seq_no: e.vert_seq_no,
        gen_utime: e.gen_utime,
        start_lt_dec: e.start_lt_dec,
        end_lt_dec: e.end_lt_dec,
        gen_validator_list_hash_short: e.gen_validator_list_hash_short,
        gen_catchain_seqno: e.gen_catchain_seqno,
        min_ref_mc_seqno: e.min_ref_mc_seqno,
        prev_key_block_seqno: e.prev_key_block_seqno,
        workchain_id: e.workchain_id,
        shard: e.shard,
        gen_software_version: e.gen_software_version,
        gen_software_capabilities_dec: e.gen_software_capabilities_dec,
      });
      const prev = info.prevRef.kind === 'single' ? info.prevRef.prev : info.prevRef.prev1;
      expect({
        seq_no: prev.seqNo,
        end_lt_dec: prev.endLt.toString(),
        root_hash: prev.rootHash,
        file_hash: prev.fileHash,
      }).toEqual({
        seq_no: e.prev_ref.seq_no,
        end_lt_dec: e.prev_ref.end_lt_dec,
        root_hash: e.prev_ref.root_hash,
        file_hash: e.prev_ref.file_hash,
      });
      expect(info.masterRef?.rootHash).toBe(e.master_ref?.root_hash);

      const flow = {
        from_prev_blk_dec: vf.fromPrevBlk.grams,
        to_next_blk_dec: vf.toNextBlk.grams,
        imported_dec: vf.imported.grams,
        exported_dec: vf.exported.grams,
        fees_collected_dec: vf.feesCollected.grams,
        fees_imported_dec: vf.feesImported.grams,
        recovered_dec: vf.recovered.grams,
        created_dec: vf.created.grams,
        minted_dec: vf.minted.grams,
      };
      for (const [k, v] of Object.entries(flow)) expect(v.toString(), k).toBe(e.value_flow[k]);
      const rewards = [...(vf.copyleftRewards ?? [])].map(([k, v]) => ({
        account: k.toString(16).padStart(64, '0'),
        reward_dec: v.toString(),
      }));
      expect(rewards).toEqual(
        (e.value_flow.copyleft_rewards ?? []).map((r: Json) => ({
          account: r.account,
          reward_dec: r.reward_dec,
        })),
      );

      expect(stateUpdate).toMatchObject({
        oldHash: e.old_hash,
        newHash: e.new_hash,
        oldDepth: e.old_depth,
        newDepth: e.new_depth,
      });
      expect(extra.randSeed).toBe(e.rand_seed);
      expect(extra.createdBy).toBe(e.created_by);

      expect([...extra.inMsgDescr.entries.values()].map((x) => inMsgJson(x.value))).toEqual(
        (e.in_msg_descr ?? []).map(ethalonInMsg),
      );
      expect([...extra.outMsgDescr.entries.values()].map((x) => outMsgJson(x.value))).toEqual(
        (e.out_msg_descr ?? []).map(ethalonOutMsg),
      );

      const accounts = [...extra.accountBlocks.entries.values()].map(({ value: ab }) => ({
        account_addr: `${info.shard.workchain}:${ab.accountAddr}`,
        transactions: [...ab.transactions].map(([lt, tx]) => ({
          lt_dec: lt.toString(),
          transaction_id: tx.value.hashHex(),
          total_fees_dec: tx.extra.grams.toString(),
        })),
        old_hash: ab.stateUpdate.oldHash,
        new_hash: ab.stateUpdate.newHash,
        tr_count: ab.transactions.size,
      }));
      expect(accounts).toEqual(
        (e.account_blocks ?? []).map((a: Json) => ({
          account_addr: a.account_addr,
          transactions: a.transactions.map((t: Json) => ({
            lt_dec: t.lt_dec,
            transaction_id: t.transaction_id,
            total_fees_dec: t.total_fees_dec,
          })),
          old_hash: a.old_hash,
          new_hash: a.new_hash,
          tr_count: a.tr_count,
        })),
      );
      expect(accounts.reduce((n, a) => n + a.tr_count, 0)).toBe(e.tr_count);

      expect(extra.custom !== null).toBe(e.master !== undefined);
      if (!extra.custom) return;
      const m = e.master;
      expect(
        extra.custom.shardHashes.map(({ shard, descr }) => ({
          workchain_id: shard.workchain,
          shard: shard.prefix.toString(16).padStart(16, '0'),
          seq_no: descr.seqNo,
          reg_mc_seqno: descr.regMcSeqno,
          end_lt_dec: descr.endLt.toString(),
          root_hash: descr.rootHash,
          file_hash: descr.fileHash,
          want_merge: descr.wantMerge,
          gen_utime: descr.genUtime,
          next_catchain_seqno: descr.nextCatchainSeqno,
          next_validator_shard: descr.nextValidatorShard?.toString(16).padStart(16, '0'),
          fees_collected_dec: descr.feesCollected.grams.toString(),
          funds_created_dec: descr.fundsCreated.grams.toString(),
        })),
      ).toEqual(
        m.shard_hashes.map((s: Json) => ({
          workchain_id: s.workchain_id,
          shard: s.shard,
          seq_no: s.descr.seq_no,
          reg_mc_seqno: s.descr.reg_mc_seqno,
          end_lt_dec: s.descr.end_lt_dec,
          root_hash: s.descr.root_hash,
          file_hash: s.descr.file_hash,
          want_merge: s.descr.want_merge,
          gen_utime: s.descr.gen_utime,
          next_catchain_seqno: s.descr.next_catchain_seqno,
          next_validator_shard: s.descr.next_validator_shard,
          fees_collected_dec: s.descr.fees_collected_dec,
          funds_created_dec: s.descr.funds_created_dec,
        })),
      );
      const fees = [...extra.custom.shardFees.entries].map(([key, { value }]) => ({
        workchain_id: Number(BigInt.asIntN(32, key >> 64n)),
        shard: (key & ((1n << 64n) - 1n)).toString(16).padStart(16, '0'),
        fees_dec: value.fees.grams.toString(),
        create_dec: value.create.grams.toString(),
      }));
      expect(fees).toEqual(
        m.shard_fees.map((f: Json) => ({
          workchain_id: f.workchain_id,
          shard: f.shard,
          fees_dec: f.fees_dec,
          create_dec: f.create_dec,
        })),
      );
      expect(extra.custom.prevBlkSignatures.size).toBe((m.prev_blk_signatures ?? []).length);
      if (!m.config) {
        expect(extra.custom.config).toBeNull();
        return;
      }
      const config = extra.custom.config!;
      expect(config.configAddr).toBe(m.config_addr);
      const p34 = decodeConfigParam(34, config.params.get(34)!);
      expect(p34.kind).toBe('decoded');
      const set = (p34 as { value: ValidatorSet }).value;
      expect({
        utime_since: set.utimeSince,
        utime_until: set.utimeUntil,
        total: set.total,
        main: set.main,
      }).toEqual({
        utime_since: m.config.p34.utime_since,
        utime_until: m.config.p34.utime_until,
        total: m.config.p34.total,
        main: m.config.p34.main,
      });
      expect(set.totalWeight?.toString()).toBe(m.config.p34.total_weight_dec);
      expect(set.list.map((v) => [v.publicKey, v.weight.toString(), v.adnlAddr])).toEqual(
        m.config.p34.list.map((v: Json) => [v.public_key, v.weight_dec, v.adnl_addr]),
      );
    });
  }

  it('decodes ConfigParam 12 of key block 9C9906A8… as ever-block-json does (p12-config-param.json)', () => {
    const expected: Json = JSON.parse(
      readFileSync(fixturePath('config/ever-block-json_p12-config-param.json'), 'utf8'),
    );
    const d = decodeBlock(
      readFixtureBoc(
        'blocks/ever-block-json_9C9906A80D020952E0192DC60C0B2BF1F55FE9A9E065606E8FE25C08BD1AA6B2.boc',
      ),
    );
    const p12 = decodeConfigParam(12, d.block.extra.custom!.config!.params.get(12)!);
    expect(p12.kind).toBe('decoded');
    const wcs = (p12 as { value: Map<number, WorkchainDescr> }).value;
    const list = Array.isArray(expected) ? expected : expected.p12;
    expect(wcs.size).toBe(list.length);
    for (const w of list) {
      const ours = wcs.get(w.workchain_id)!;
      expect({
        enabled_since: ours.enabledSince,
        actual_min_split: ours.actualMinSplit,
        min_split: ours.minSplit,
        max_split: ours.maxSplit,
        active: ours.active,
        accept_msgs: ours.acceptMsgs,
        zerostate_root_hash: ours.zerostateRootHash,
        zerostate_file_hash: ours.zerostateFileHash,
        version: ours.version,
      }).toEqual({
        enabled_since: w.enabled_since,
        actual_min_split: w.actual_min_split,
        min_split: w.min_split,
        max_split: w.max_split,
        active: w.active,
        accept_msgs: w.accept_msgs,
        zerostate_root_hash: w.zerostate_root_hash,
        zerostate_file_hash: w.zerostate_file_hash,
        version: w.version,
      });
    }
  });
});
