// Placeholder start page until the game rooms land (issue 3): shows the referee's health.
import { useEffect, useState } from 'react';

type Health = { status: string; service: string; version: string; scenarios: string[] };

export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/healthz')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setHealth, (e: Error) => setError(e.message));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '3rem auto', lineHeight: 1.5 }}>
      <h1>Epic Ancients Referee</h1>
      <p>An online referee for Commands &amp; Colors: Epic Ancients. Game rooms and the battlefield are on their way.</p>
      {error && <p role="alert">The referee did not answer: {error}</p>}
      {health && (
        <p>
          Referee {health.status} (version {health.version}). Demonstration scenarios: {health.scenarios.join(', ')}.
        </p>
      )}
    </main>
  );
}
