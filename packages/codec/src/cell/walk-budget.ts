// The work a BOC may cost to walk. A BOC is a DAG: a cell can be referenced from both branches of a
// dictionary fork, so 17 distinct cells can spell a dictionary of 2^16 entries and every extra level
// doubles the work of any walk that takes the DAG for the tree it describes. readBoc gives each BOC one
// budget, carried by all of its cells, so every decoder of those cells (the block decoder, a message
// or transaction decoded alone, a value loader nested in another dictionary's leaf) draws on the same
// allowance with nothing to pass along: tree walks may visit at most WALK_FACTOR times as many cells
// as the BOC holds, and past that they end in a CodecError rather than in a stalled event loop.
import { CodecError } from '../util/error';

/**
 * A decode of untrusted bytes visits each dictionary cell once (real dictionaries share no
 * sub-trees), so a whole block decode spends at most 1× its cell count; 8 leaves room for a caller
 * that decodes the same cells again part by part (a block, then each of its transactions alone),
 * while a dictionary amplified by shared sub-trees is stopped 3 levels past the BOC's own size.
 */
export const WALK_FACTOR = 8;

export class WalkBudget {
  private left: number;

  /**
   * `cells`: the cells of the BOC. `root`: the root a decode starts from, when parsing it can only
   * mean a new decode (a single-root BOC: its cells point forward, so no walk from the root meets the
   * root again); parsing it renews the allowance, so a kept cell can be decoded any number of times.
   * Only compared by identity, so this module needs nothing of Cell's and imports none of it.
   */
  constructor(
    private readonly cells: number,
    public root: object | null = null,
  ) {
    this.left = this.limit;
  }

  get limit(): number {
    return WALK_FACTOR * this.cells;
  }

  renew(): void {
    this.left = this.limit;
  }

  /** Counts one cell visited by a walk of `what` (the TL-B type walked, named in the error). */
  spend(what: string): void {
    if (--this.left < 0) {
      throw new CodecError(
        'walkBudget',
        `${what} walk visited more than ${this.limit} cells (${WALK_FACTOR} × the ${this.cells} of its BOC): its sub-trees are shared to multiply the work`,
        { field: what },
      );
    }
  }
}
