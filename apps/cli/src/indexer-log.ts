// The indexer logs every committed batch; on a terminal that is a line a second, so progress is
// summarised every half minute while warnings (undecodable blocks) always show. Every line also goes
// unsummarised to the command's full log when it has one (`tvmscan dev`'s data/logs/).
import type { IndexerLog } from '@tvmscan/indexer';
import { say } from './log';

const PROGRESS_EVERY_MS = 30_000;

export function terminalIndexerLog(full?: IndexerLog): IndexerLog {
  let lastProgress = 0;
  const describe = (fields: object) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(' ');
  return {
    info(fields, message) {
      full?.info(fields, message);
      const now = Date.now();
      if (message === 'batch committed' && now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      say(`indexer: ${message} ${describe(fields)}`);
    },
    warn(fields, message) {
      full?.warn(fields, message);
      say(`indexer warning: ${message} ${describe(fields)}`);
    },
  };
}
