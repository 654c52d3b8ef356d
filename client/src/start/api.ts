// The referee's HTTP API (docs/protocol.md): the demonstration scenarios and game creation.
export interface ScenarioSummary {
  id: string;
  name: string;
  description: string;
  armies: { north: { name: string; commandCards: number; victoryBanners: number }; south: { name: string; commandCards: number; victoryBanners: number } };
  decks: number;
}

export interface InviteLink {
  token: string;
  url: string;
}

export interface CreatedGame {
  gameId: string;
  room: string;
  seedHash: string;
  seats: Record<string, InviteLink & { army: 'north' | 'south'; roles: string[] }>;
  spectator: InviteLink;
  referee: InviteLink;
}

/** A refusal from the referee's API, with its stable code (docs/protocol.md, HTTP errors). */
export class ApiError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
  /** The separate problems in the message (a scenario's errors are listed with "; "). */
  get problems(): string[] {
    const m = /^The scenario is not valid: (.*?)\.?$/s.exec(this.message);
    if (m) return m[1]!.split('; ');
    return this.code === 'request/bad_game' ? this.message.split('; ') : [this.message];
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !body) {
    const err = body?.error;
    throw err ? new ApiError(err.code, err.message) : new ApiError('request/http', `The referee answered HTTP ${res.status}.`);
  }
  return body;
}

export async function fetchScenarios(): Promise<ScenarioSummary[]> {
  return answer<ScenarioSummary[]>(await fetch('/api/scenarios'));
}

/** Creates a game from a demonstration scenario (its id) or an uploaded scenario object. */
export async function createGame(scenario: string | Record<string, unknown>, players: number, options?: Record<string, unknown>): Promise<CreatedGame> {
  return answer<CreatedGame>(await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario, players, ...(options ? { options } : {}) }) }));
}
