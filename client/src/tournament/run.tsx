// Runs a tournament action from a page: busy while it runs, then the page reloads; a refusal
// is shown with its code and sentence, as the referee gave them, and the page reloads too.
import { useState } from 'react';
import { TournamentError } from './api.js';

export interface Runner {
  busy: boolean;
  run: (work: () => Promise<unknown>) => Promise<boolean>;
  error: { code: string; message: string } | null;
}

export function useRun(after: () => void): Runner {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      after();
      return true;
    } catch (e) {
      setError(e instanceof TournamentError ? { code: e.code, message: e.message } : { code: 'client/error', message: (e as Error).message });
      // A refusal often means the tournament moved on (a report changed before its
      // confirmation: result/report_changed): show it as it is now.
      after();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, error };
}

export function Refusal({ error }: { error: { code: string; message: string } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="error" data-testid="refusal">
      <code>{error.code}</code> {error.message}
    </p>
  );
}
