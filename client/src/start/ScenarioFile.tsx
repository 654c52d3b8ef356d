// An organizer's own scenario: a JSON file (docs/scenarios.md). The browser only reads it
// and checks it is a JSON object; the referee validates it when the game is created, and
// every problem it names is listed here.
import { useState } from 'react';

export interface LoadedScenario {
  fileName: string;
  scenario: Record<string, unknown>;
}

export function ScenarioFile({ onLoad, problems }: { onLoad(s: LoadedScenario | null): void; problems: string[] }) {
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedScenario | null>(null);
  const read = async (file: File | undefined) => {
    setError(null);
    setLoaded(null);
    onLoad(null);
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (e) {
      setError(`${file.name} is not JSON: ${(e as Error).message}`);
      return;
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      setError(`${file.name} holds JSON, but not a scenario object ({"id": ..., "name": ..., "armies": ..., "units": [...]}).`);
      return;
    }
    const s = { fileName: file.name, scenario: json as Record<string, unknown> };
    setLoaded(s);
    onLoad(s);
  };
  const armies = loaded?.scenario.armies as Record<string, { name?: string }> | undefined;
  const units = loaded?.scenario.units;
  return (
    <div className="scenario-file">
      <label>
        Scenario file (JSON){' '}
        <input type="file" accept=".json,application/json" data-testid="scenario-file" onChange={(e) => void read(e.target.files?.[0])} />
      </label>
      {error && <p role="alert" className="error" data-testid="scenario-file-error">{error}</p>}
      {loaded && (
        <p className="small" data-testid="scenario-file-summary">
          {loaded.fileName}: {String(loaded.scenario.name ?? '(no name)')}
          {armies ? ` — ${armies.south?.name ?? '?'} against ${armies.north?.name ?? '?'}` : ''}
          {Array.isArray(units) ? `, ${units.length} units` : ''}. The referee checks it when you create the game.
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="error-list" data-testid="scenario-problems">
          <p className="error">The referee refused this scenario:</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}><code>{p}</code></li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
