// The one error type of the codec: every malformed input surfaces as a CodecError with a machine-readable
// `type`, the TL-B field being read when known, and the bit offset inside the current cell.
export class CodecError extends Error {
  readonly type: string;
  readonly field?: string;
  readonly bitOffset?: number;

  constructor(type: string, message: string, opts?: { field?: string; bitOffset?: number }) {
    const where = [
      opts?.field !== undefined ? `field ${opts.field}` : '',
      opts?.bitOffset !== undefined ? `bit ${opts.bitOffset}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    super(where ? `${type}: ${message} (${where})` : `${type}: ${message}`);
    this.name = 'CodecError';
    this.type = type;
    if (opts?.field !== undefined) this.field = opts.field;
    if (opts?.bitOffset !== undefined) this.bitOffset = opts.bitOffset;
  }
}
