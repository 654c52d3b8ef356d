// The scenario file format beside the upload, from the referee's own document
// (docs/scenarios.md, bundled with the client: the server serves only the client and the
// API, so a link to the document would lead nowhere), and a demonstration scenario to
// download and start from.
import formatDoc from '../../../docs/scenarios.md?raw';
import example from '../../../engine/scenario/demo/vellara-ford.json';

const EXAMPLE_URL = `data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify(example, null, 2)}\n`)}`;

export function ScenarioFormat() {
  return (
    <details className="scenario-format" data-testid="scenario-format">
      <summary>The scenario file format</summary>
      <p className="small">
        A file to start from: <a href={EXAMPLE_URL} download="vellara-ford.json" data-testid="scenario-example">The Fords of Vellara (JSON)</a>
      </p>
      <pre className="doc">{formatDoc}</pre>
    </details>
  );
}
