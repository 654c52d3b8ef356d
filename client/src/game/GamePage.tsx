// The game page: connects with the invite token, rebuilds the seat's view from the synced
// state, and lays out the battlefield and the seat's panels.
import { useMemo, useState } from 'react';
import type { Hex, Section } from '../../../engine/board/hex.js';
import { Battlefield } from '../board/Battlefield.js';
import { CommanderPanel } from '../panels/CommanderPanel.js';
import { FieldGeneralPanel } from '../panels/FieldGeneralPanel.js';
import { FirstStrikePanel } from '../panels/FirstStrikePanel.js';
import { Rejections } from '../panels/Rejections.js';
import { StatusPanel } from '../panels/StatusPanel.js';
import { TalkPanel } from '../panels/TalkPanel.js';
import { UnitInfo } from '../panels/UnitInfo.js';
import { useGameConnection, type ConnectionStatus } from './connection.js';
import { NO_INTERACTION, type Interaction } from './interaction.js';
import { rolesText, SECTION_NAMES } from './labels.js';
import { isMyTurn, isOverallCommander, mySections, nextHexes, sectionForOrder, unitById } from './seat.js';
import { buildView, type ClientView } from './view.js';

function statusText(s: ConnectionStatus): string {
  switch (s.kind) {
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return s.attempt > 0 ? `Reconnecting (attempt ${s.attempt})…` : 'Connection lost, reconnecting…';
    case 'failed':
      return `Cannot join: ${s.message}`;
  }
}

function useBoardClicks(view: ClientView | null, interaction: Interaction, setInteraction: (i: Interaction) => void, send: (c: import('../../../engine/commands.js').GameCommand, what: string) => void) {
  const onUnit = (id: string) => {
    if (!view) return;
    const unit = unitById(view, id);
    if (!unit) return;
    const sections = mySections(view);
    const acting: Section | undefined = interaction.acting && sections.includes(interaction.acting) ? interaction.acting : sections.find((s) => view.sectionSteps[s] && view.sectionSteps[s] !== 'done' && view.sectionSteps[s] !== 'ready') ?? sections[0];
    const select = () => setInteraction({ ...interaction, selected: id, path: [] });
    if (!acting || !isMyTurn(view)) return select();
    const ownSections = sections.filter((s) => view.sectionSteps[s] === 'ordering');
    if (ownSections.length > 0 && view.sectionSteps[acting] === 'ordering') {
      const section = sectionForOrder(view, unit, acting);
      const ini = view.turnState.initiative[section];
      if (ini && !ini.resolved && ini.outcome === 'block-loss') send({ type: 'ApplyInitiativeBlockLoss', section, unitId: id }, `Initiative block loss on ${id}`);
      else send({ type: 'OrderUnit', section, unitId: id }, `Order ${id}`);
      return select();
    }
    const order = view.turnState.orders[id];
    if (order && sections.includes(order.section) && view.sectionSteps[order.section] === 'moving') return select();
    if (sections.some((s) => view.sectionSteps[s] === 'choosing')) {
      if (unit.army === view.me?.army) return setInteraction({ ...interaction, selected: id, attacker: id, path: [] });
      return setInteraction({ ...interaction, selected: id, target: id, path: [] });
    }
    select();
  };
  const onHex = (hex: Hex) => setInteraction({ ...interaction, path: [...interaction.path, hex] });
  return { onUnit, onHex };
}

export function GamePage({ gameId, token }: { gameId: string; token: string }) {
  const conn = useGameConnection(gameId, token);
  const [interaction, setInteraction] = useState<Interaction>(NO_INTERACTION);
  // The synced state is one mutable object: `revision` says when it changed.
  const view = useMemo(() => buildView(conn.state, conn.welcome?.you ?? null), [conn.revision, conn.welcome, conn.state]);
  const { onUnit, onHex } = useBoardClicks(view, interaction, setInteraction, conn.sendCommand);
  const you = conn.welcome?.you;
  const title = you?.kind === 'seat' ? `${you.seatId}` : you?.kind === 'referee' ? 'Referee' : you ? 'Spectator' : '';

  const sections = view ? mySections(view) : [];
  const mover = view ? unitById(view, interaction.selected) : undefined;
  const moving = Boolean(view && mover && isMyTurn(view) && view.turnState.orders[mover.id] && sections.includes(view.turnState.orders[mover.id]!.section) && view.sectionSteps[view.turnState.orders[mover.id]!.section] === 'moving');
  const targets = view && mover && moving ? nextHexes(view, mover, interaction.path) : [];
  const plannedPath = mover && moving ? [mover.hex, ...interaction.path] : [];

  return (
    <div className="game">
      <header className="topbar">
        <h1>Epic Ancients{view ? ` — ${view.scenario.name}` : ''}</h1>
        <div className="who">
          {title && <strong data-testid="me">{title}</strong>}
          {view?.me && <span> · {view.armies[view.me.army].name} · {rolesText(view.me.roles)}</span>}
        </div>
        <div className={`conn conn-${conn.status.kind}`} role="status" data-testid="connection">
          <span className="dot" aria-hidden="true" /> {statusText(conn.status)}
          {conn.pending > 0 && <span className="small"> · sending…</span>}
        </div>
      </header>
      {!view ? (
        <main className="loading">
          <p>{conn.status.kind === 'failed' ? statusText(conn.status) : 'Loading the battlefield…'}</p>
          <p>
            <a href="/">Back to the start page</a>
          </p>
        </main>
      ) : (
        <main className="layout">
          <div className="board-col">
            <Battlefield
              view={view}
              side={view.me?.army ?? 'south'}
              selectedUnit={interaction.selected}
              battleUnits={[interaction.attacker, interaction.target].filter((x): x is string => Boolean(x))}
              plannedPath={plannedPath}
              targetHexes={targets}
              mySections={sections}
              onUnit={onUnit}
              onHex={onHex}
            />
            <div className="below-board">
              <StatusPanel view={view} />
              <UnitInfo view={view} unitId={interaction.selected} />
            </div>
          </div>
          <aside className="side-col">
            <Rejections notices={conn.rejections} dismiss={conn.dismiss} />
            <FirstStrikePanel view={view} send={conn.sendCommand} />
            {sections.length > 1 && (
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
            {isOverallCommander(view) && <CommanderPanel view={view} send={conn.sendCommand} />}
            {sections.map((s) => (
              <FieldGeneralPanel key={s} view={view} section={s} interaction={interaction} setInteraction={setInteraction} send={conn.sendCommand} />
            ))}
            <TalkPanel view={view} talk={conn.talk} say={conn.sendTalk} />
          </aside>
        </main>
      )}
    </div>
  );
}
