// The process's numeric settings from the environment (server/main.ts; the server benchmark's
// process reads some of them the same way): a bad value throws one sentence naming the
// variable, what it must be and what it was, which the process prints before it stops.

/** A whole number from `env[name]` that `fits`, or undefined when unset or empty; else throws
 *  saying it must be a whole number of `needs`. */
function wholeSetting(env: NodeJS.ProcessEnv, name: string, fits: (n: number) => boolean, needs: string): number | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || !fits(n)) throw new Error(`${name} must be a whole number of ${needs}; it is "${v}".`);
  return n;
}

/** A whole number above 0 of `unit` from `env[name]`, or undefined when unset or empty. */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, unit = 'milliseconds'): number | undefined {
  return wholeSetting(env, name, (n) => n > 0, `${unit} above 0`);
}

/** A count of connections from `least` to 1000 from `env[name]`, or undefined when unset or
 *  empty (DATABASE_POOL_MAX, DATABASE_POOL_WARM). */
export function connectionsSetting(env: NodeJS.ProcessEnv, name: string, least: number): number | undefined {
  return wholeSetting(env, name, (n) => n >= least && n <= 1000, `connections from ${least} to 1000`);
}
