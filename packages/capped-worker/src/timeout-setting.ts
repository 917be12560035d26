// The time caps are operators' settings (TVMSCAN_GETTER_TIMEOUT_MS, TVMSCAN_EMULATE_TIMEOUT_MS): a wrong
// value stops start-up with the variable's name rather than running with a cap nobody chose.

/** Parses a positive-integer millisecond setting from env: `fallback` when unset or empty, a RangeError
 *  naming the variable when it is not a whole number from 1 to `max`. */
export function timeoutSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max = 600_000,
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new RangeError(`${name} must be an integer from 1 to ${max}, got "${text}"`);
  return value;
}
