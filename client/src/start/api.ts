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

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !body) {
    const err = body?.error;
    throw new Error(err ? `${err.message} (${err.code})` : `The referee answered HTTP ${res.status}.`);
  }
  return body;
}

export async function fetchScenarios(): Promise<ScenarioSummary[]> {
  return answer<ScenarioSummary[]>(await fetch('/api/scenarios'));
}

export async function createGame(scenario: string, players: number): Promise<CreatedGame> {
  return answer<CreatedGame>(await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario, players }) }));
}
