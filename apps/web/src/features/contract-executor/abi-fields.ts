// The contract executor's argument fields (spec §2 "Contract executor"): which kind of input each ABI
// type gets, and the value a fresh form starts with. Values are already in the shape nekoton's ABI
// encoder takes (numbers and addresses as strings, maps as [key, value] pairs, tuples as objects), so
// running a method passes the form's values through unchanged.

/** One ABI parameter as it appears in a contract's ABI JSON. */
export interface AbiParam {
  name: string;
  type: string;
  components?: readonly AbiParam[];
}

export type FieldKind =
  | 'Number'
  | 'Map'
  | 'Array'
  | 'Tuple'
  | 'Address'
  | 'Text'
  | 'Textarea'
  | 'Bool'
  | 'Unknown';

export type FieldValue = string | boolean | null | FieldValue[] | { [name: string]: FieldValue };

export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;
/** A bag of cells holding one empty cell: the default of a `cell` argument. */
export const EMPTY_CELL_BOC = 'te6ccgEBAQEAAgAAAA==';

const OPTIONAL_RE = /^optional\((.*)\)$/;
const NUMBER_RE = /^(?:int|uint|varint|varuint)\d*$/;

/** `optional(X)` is X; the spec treats the optional wrapper as transparent. */
function unwrapOptional(type: string): string {
  let t = type.trim();
  for (let m = OPTIONAL_RE.exec(t); m; m = OPTIONAL_RE.exec(t)) t = m[1].trim();
  return t;
}

/**
 * The spec's type mapping; anything else (or anything malformed) is Unknown. A trailing [] is looked at
 * before map*: `map(K,V)[]` is an array whose items are maps, not a map.
 */
export function fieldKindOf(type: string): FieldKind {
  const t = unwrapOptional(type);
  if (t.endsWith('[]')) return t.length > 2 ? 'Array' : 'Unknown';
  if (t.startsWith('map')) return mapTypes(t) ? 'Map' : 'Unknown';
  if (t === 'tuple') return 'Tuple';
  if (t === 'address') return 'Address';
  if (t === 'pubkey') return 'Text';
  if (t === 'timestamp' || t === 'expire' || NUMBER_RE.test(t)) return 'Number';
  if (t === 'string' || t === 'cell' || t === 'bytes') return 'Textarea';
  if (t === 'bool') return 'Bool';
  return 'Unknown';
}

/** `map(K,V)` → [K, V], splitting at the top-level comma; null when the text is not that shape. */
export function mapTypes(type: string): [string, string] | null {
  const m = /^map\((.*)\)$/.exec(type);
  if (!m) return null;
  let depth = 0;
  for (let i = 0; i < m[1].length; i++) {
    const c = m[1][i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      const key = m[1].slice(0, i).trim();
      const value = m[1].slice(i + 1).trim();
      return key && value && depth === 0 ? [key, value] : null;
    }
    if (depth < 0) return null;
  }
  return null;
}

/** The parameter an Array's items have. */
export function arrayItemParam(param: AbiParam): AbiParam {
  const t = unwrapOptional(param.type);
  return { name: `${param.name}[]`, type: t.slice(0, -2), components: param.components };
}

/** The key and value parameters of a Map field; the value carries the map's tuple components. */
export function mapEntryParams(param: AbiParam): { key: AbiParam; value: AbiParam } {
  const types = mapTypes(unwrapOptional(param.type));
  if (!types) throw new Error(`"${param.type}" is not a map type`);
  return {
    key: { name: 'key', type: types[0] },
    value: { name: 'value', type: types[1], components: param.components },
  };
}

export class FieldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldError';
  }
}

/** Throws FieldError for a parameter (or a tuple component, at any depth) without a name. */
export function checkNamed(params: readonly AbiParam[], path = ''): void {
  params.forEach((p, i) => {
    if (typeof p.name !== 'string' || p.name.trim() === '')
      throw new FieldError(`Field ${path}#${i + 1} (${p.type}) has no name`);
    if (p.components) checkNamed(p.components, `${path}${p.name}.`);
  });
}

/** The spec's defaults: zero address, empty cell, 0, empty arrays and maps, false, empty text. */
export function defaultValue(param: AbiParam): FieldValue {
  const kind = fieldKindOf(param.type);
  switch (kind) {
    case 'Address':
      return ZERO_ADDRESS;
    case 'Number':
      return '0';
    case 'Array':
    case 'Map':
      return [];
    case 'Bool':
      return false;
    case 'Text':
      return '';
    case 'Textarea':
      return unwrapOptional(param.type) === 'cell' ? EMPTY_CELL_BOC : '';
    case 'Tuple':
      return defaultValues(param.components ?? []);
    case 'Unknown':
      return null;
  }
}

/** A form's starting values: each named parameter with its default. */
export function defaultValues(params: readonly AbiParam[]): { [name: string]: FieldValue } {
  checkNamed(params);
  return Object.fromEntries(params.map((p) => [p.name, defaultValue(p)]));
}

/** Responsible functions take the callback id `answerId` first; reading them runs as an internal call. */
export const isResponsible = (inputs: readonly AbiParam[]): boolean =>
  inputs[0]?.name === 'answerId' && inputs[0]?.type === 'uint32';
