// The process's numeric settings from the environment (server/main.ts; the server benchmark's
// process reads some of them the same way): a bad value throws one sentence naming the
// variable, its unit and what it was, which the process prints before it stops.

/** A whole number above 0 of `unit` from `env[name]`, or undefined when unset or empty. */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, unit = 'milliseconds'): number | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number of ${unit} above 0; it is "${v}".`);
  return n;
}
