// The game page: connects with the invite token, rebuilds the seat's view from the synced
// state, and lays out the battlefield and the seat's panels. While the connection is down the
// last view seen stays on screen, greyed under a banner saying it may be out of date (nothing
// is sent meanwhile: connection.ts refuses with `connection/offline`); a final refusal (an
// unknown game, a bad token, a voided game) replaces the table with its sentence.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Section } from '../../../engine/board/hex.js';
import { Battlefield } from '../board/Battlefield.js';
import { CommanderPanel } from '../panels/CommanderPanel.js';
import { FieldGeneralPanel } from '../panels/FieldGeneralPanel.js';
import { FirstStrikePanel } from '../panels/FirstStrikePanel.js';
import { BattleChoicePanel, BattleReports } from '../panels/BattlePanels.js';
import { TerrainLegend } from '../board/TerrainLegend.js';
import { RulesPanel } from '../rules/RulesReference.js';
import { GameOver } from '../panels/GameOver.js';
import { Rejections } from '../panels/Rejections.js';
import { StatusPanel } from '../panels/StatusPanel.js';
import { TalkPanel } from '../panels/TalkPanel.js';
import { TurnLog } from '../panels/TurnLog.js';
import { missingLines } from './join-options.js';
import { UnitInfo } from '../panels/UnitInfo.js';
import { YourMove } from '../panels/YourMove.js';
import { ReceiptPanel, RefereeDesk, RefereeTabs, RefereeTimeline, type RefereeTab } from '../referee/index.js';
import { actionableUnits, battleTargets, boardClicks, pickedForBattle, plannedPath } from './board-clicks.js';
import { useGameConnection, type ConnectionStatus } from './connection.js';
import { NO_INTERACTION, type Interaction } from './interaction.js';
import { SECTION_NAMES, seatName } from './labels.js';
import { useSeatOptions } from './options.js';
import { isOverallCommander, mySections } from './seat.js';
import { buildView } from './view.js';

function statusText(s: ConnectionStatus): string {
  switch (s.kind) {
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return s.attempt > 0 ? `Reconnecting (attempt ${s.attempt})…` : 'Connection lost, reconnecting…';
    case 'failed':
      return s.code === 'join/game_void' ? voidedText(s.message) : s.code === 'game/unknown' ? s.message : `Cannot join: ${s.code}: ${s.message}`;
  }
}

/** The referee's sentence already says "This game was voided: …"; the prefix is kept either way. */
function voidedText(message: string): string {
  return /^This game was voided/.test(message) ? message : `This game was voided: ${message}`;
}

export function GamePage({ gameId, token }: { gameId: string; token: string }) {
  const conn = useGameConnection(gameId, token);
  const [interaction, setInteraction] = useState<Interaction>(NO_INTERACTION);
  const [refereeTab, setRefereeTab] = useState<RefereeTab>('table');
  // The synced state is one mutable object: `revision` says when it changed.
  const fresh = useMemo(() => buildView(conn.state, conn.welcome, conn.privateAt(conn.state?.version)), [conn.revision, conn.welcome, conn.state]);
  // The last view seen: kept on screen while the connection is down (and while a new join's
  // first state is on its way), so the table does not blank.
  const lastView = useRef(fresh);
  if (fresh) lastView.current = fresh;
  const view = fresh ?? lastView.current;
  const stale = view !== null && (fresh === null || conn.status.kind !== 'connected');
  const opts = useSeatOptions(view);
  // A new turn starts with nothing picked (last turn's attacker or path would only mislead).
  const turn = view?.turn;
  useEffect(() => setInteraction((i) => ({ ...NO_INTERACTION, acting: i.acting })), [turn]);
  const { onUnit, onHex } = boardClicks(view, opts, interaction, setInteraction, conn.sendCommand);
  const you = conn.welcome?.you;
  const title = you?.kind === 'seat' ? (view?.me ? seatName(view.me, view) : '') : you?.kind === 'referee' ? 'Referee' : you ? 'Spectator' : '';

  const sections = view ? mySections(view) : [];
  const { targets, drawn: plannedHexes } = plannedPath(view, interaction, opts);

  return (
    <div className="game">
      <header className="topbar">
        <h1>Epic Ancients{view ? ` — ${view.scenario.name}` : ''}</h1>
        <div className="who">
          {title && <strong data-testid="me">{title}</strong>}
        </div>
        {you?.kind === 'referee' && <RefereeTabs tab={refereeTab} onTab={setRefereeTab} />}
        <div className={`conn conn-${conn.status.kind}`} role="status" data-testid="connection">
          <span className="dot" aria-hidden="true" /> {conn.status.kind === 'failed' ? `Closed: ${conn.status.code}` : statusText(conn.status)}
          {conn.pending > 0 && <span className="small"> · sending…</span>}
        </div>
      </header>
      {stale && conn.status.kind !== 'failed' && (
        <p role="alert" className="stale-banner" data-testid="stale-banner">
          Reconnecting — the board may be out of date. Nothing you do is sent until the connection is back.
        </p>
      )}
      {!view || conn.status.kind === 'failed' ? (
        // A final refusal replaces the table too (a voided game no longer counts: its board is stale).
        <main className="loading">
          {conn.status.kind === 'failed' ? (
            <p role="alert" data-testid="join-failed" data-code={conn.status.code}>{statusText(conn.status)}</p>
          ) : (
            <p>Loading the battlefield…</p>
          )}
          <p>
            <a href="/">Back to the start page</a>
          </p>
        </main>
      ) : you?.kind === 'referee' && refereeTab === 'timeline' ? (
        <RefereeTimeline conn={conn} live={view} />
      ) : (
        <main className="layout" data-stale={stale || undefined} aria-busy={stale || undefined}>
          <div className="board-col">
            <Battlefield
              view={view}
              side={view.me?.army ?? 'south'}
              selectedUnit={interaction.selected}
              battleUnits={pickedForBattle(view, interaction)}
              plannedPath={plannedHexes}
              targetHexes={targets}
              mySections={sections}
              actionable={actionableUnits(opts)}
              targetUnits={battleTargets(opts, interaction.attacker)}
              onUnit={onUnit}
              onHex={onHex}
              onCancel={() => setInteraction({ ...NO_INTERACTION, acting: interaction.acting })}
            />
            <div className="below-board">
              <TerrainLegend view={view} />
              <BattleReports view={view} />
              <StatusPanel view={view} />
              <UnitInfo view={view} unitId={interaction.selected} />
              <TurnLog lines={conn.log} missingUpTo={missingLines(conn.welcome?.logFrom, conn.log)} />
              <RulesPanel options={view.options} />
            </div>
          </div>
          <aside className="side-col">
            <GameOver view={view} conn={conn} />
            <YourMove view={view} />
            <Rejections notices={conn.rejections} dismiss={conn.dismiss} step={[view.turn, view.phase, ...sections.map((x) => view.sectionSteps[x])].join(':')} />
            <FirstStrikePanel view={view} opts={opts} send={conn.sendCommand} />
            <BattleChoicePanel view={view} opts={opts} send={conn.sendCommand} />
            {sections.length > 1 && !view.winner && (
              <label className="acting">
                Acting for{' '}
                <select value={interaction.acting ?? ''} onChange={(e) => setInteraction({ ...interaction, acting: (e.target.value || null) as Section | null })}>
                  <option value="">(the section with something to do)</option>
                  {sections.map((s) => (
                    <option key={s} value={s}>{SECTION_NAMES[s]}</option>
                  ))}
                </select>
              </label>
            )}
            {isOverallCommander(view) && <CommanderPanel view={view} opts={opts} send={conn.sendCommand} />}
            {sections.map((s) => (
              <FieldGeneralPanel key={s} view={view} section={s} opts={opts} interaction={interaction} setInteraction={setInteraction} send={conn.sendCommand} />
            ))}
            {you?.kind === 'referee' && <RefereeDesk view={view} conn={conn} />}
            <TalkPanel view={view} talk={conn.talk} say={conn.sendTalk} />
            {you?.kind === 'seat' && <ReceiptPanel receipt={conn.receipt} />}
          </aside>
        </main>
      )}
    </div>
  );
}
