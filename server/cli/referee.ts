// `npm run referee -- check <file-or-folder> [...]`: runs scripted games (docs/scripted-games.md)
// and prints one line per step and a summary; exits 1 on any mismatch.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runScript, type ScriptResult } from '../../engine/script/run.js';

function scriptFiles(target: string): string[] {
  const st = statSync(target);
  if (st.isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? scriptFiles(join(target, d.name)) : d.name.endsWith('.json') ? [join(target, d.name)] : []))
    .sort();
}

export function runFile(file: string): ScriptResult {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return { name: file, ok: false, setupError: `cannot read JSON: ${(err as Error).message}`, steps: [], state: null, events: [] };
  }
  return runScript(json);
}

export function check(targets: string[], print: (line: string) => void): boolean {
  let files: string[] = [];
  for (const t of targets) {
    try {
      files.push(...scriptFiles(t));
    } catch {
      print(`✗ ${t}: no such file or folder`);
      return false;
    }
  }
  files = [...new Set(files)];
  let failedCases = 0;
  let steps = 0;
  let failedSteps = 0;
  for (const file of files) {
    const r = runFile(file);
    const name = relative(process.cwd(), file);
    if (r.setupError) {
      failedCases++;
      print(`✗ ${name}: ${r.setupError}`);
      continue;
    }
    print(`${r.ok ? '✓' : '✗'} ${name} — ${r.name}`);
    for (const s of r.steps) {
      steps++;
      if (!s.ok) failedSteps++;
      const head = `    ${s.ok ? 'ok  ' : 'FAIL'} step ${s.index + 1}: ${s.label} → ${s.actual}`;
      print(s.ok ? head : `${head} (expected ${s.expected})`);
      if (!s.ok) for (const p of s.problems) print(`         ${p}`);
    }
    if (!r.ok) failedCases++;
  }
  print(`\n${files.length - failedCases} of ${files.length} scripted games passed; ${steps - failedSteps} of ${steps} steps as expected.`);
  print(`${files.length - failedCases} passed, ${failedCases} failed`);
  return failedCases === 0 && files.length > 0;
}

function main(argv: string[]): number {
  const [verb, ...rest] = argv;
  if (verb === 'check' && rest.length > 0) return check(rest, (l) => console.log(l)) ? 0 : 1;
  console.error('usage: npm run referee -- check <file-or-folder> [...]');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
