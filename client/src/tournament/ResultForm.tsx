// A game result as the OT2022 report has it: each player's victory banners (and blocks lost,
// needed in elimination matches), the winner or "not completed", or a forfeit.
import { useState } from 'react';
import { nameOf } from './names.js';
import type { GameResult, Match, Tournament } from './types.js';

export function ResultForm({ t, match, label, needReason, onSubmit, busy }: {
  t: Tournament;
  match: Match;
  label: string;
  needReason: boolean;
  busy: boolean;
  onSubmit: (result: GameResult, reason: string) => void;
}) {
  const { a, b } = match;
  const [winner, setWinner] = useState<string>(a);
  const [banners, setBanners] = useState<Record<string, number>>({ [a]: 0, [b]: 0 });
  const [blocks, setBlocks] = useState<Record<string, number>>({ [a]: 0, [b]: 0 });
  const [withBlocks, setWithBlocks] = useState(match.stage === 'bracket');
  const [forfeit, setForfeit] = useState('');
  const [reason, setReason] = useState('');
  const submit = () => {
    const result: GameResult = { winner: winner === 'none' ? null : winner, banners, ...(withBlocks ? { blocksLost: blocks } : {}), ...(forfeit ? { forfeitBy: forfeit } : {}) };
    onSubmit(result, reason);
  };
  const num = (set: typeof setBanners, values: Record<string, number>, id: string, what: string) => (
    <input type="number" min={0} aria-label={`${what} of ${nameOf(t, id)}`} value={values[id]} onChange={(e) => set({ ...values, [id]: Number(e.target.value) })} />
  );
  return (
    <form className="result-form" aria-label={label} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <label>Winner <select aria-label="Winner" value={winner} onChange={(e) => setWinner(e.target.value)}>
        <option value={a}>{nameOf(t, a)}</option>
        <option value={b}>{nameOf(t, b)}</option>
        <option value="none">not completed</option>
      </select></label>
      {[a, b].map((id) => (
        <span key={id} className="inline">{nameOf(t, id)}: {num(setBanners, banners, id, 'Banners')} banners{withBlocks && <>, {num(setBlocks, blocks, id, 'Blocks lost')} blocks lost</>}</span>
      ))}
      <label className="inline"><input type="checkbox" checked={withBlocks} onChange={(e) => setWithBlocks(e.target.checked)} disabled={match.stage === 'bracket'} /> blocks lost</label>
      <label>Forfeit <select aria-label="Forfeited by" value={forfeit} onChange={(e) => setForfeit(e.target.value)}>
        <option value="">none</option>
        <option value={a}>by {nameOf(t, a)}</option>
        <option value={b}>by {nameOf(t, b)}</option>
      </select></label>
      {needReason && <label className="field">Reason <textarea aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} /></label>}
      <button type="submit" disabled={busy}>{label}</button>
    </form>
  );
}
