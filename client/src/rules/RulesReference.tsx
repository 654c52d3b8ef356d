// The rules as the referee applies them, for a player in a dispute: the units and terrain tables
// from the referee's own tables (engine/units/reference.ts), each row naming its official pages,
// and the game's rules options as set. Opened as a page (/?rules) or below the board in a game.
import { OPTION_TEXTS } from '../../../engine/rules/option-texts.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../../../engine/rules/options.js';
import { SOURCES, sourceLabel, TERRAIN_SOURCES, UNIT_SOURCES, type SourceKey } from '../../../engine/rules/sources.js';
import { TERRAIN, TERRAIN_TYPES } from '../../../engine/terrain/catalog.js';
import { UNIT_TYPE_IDS } from '../../../engine/units/catalog.js';
import { UNIT_COLUMNS, unitReferenceRow } from '../../../engine/units/reference.js';


function SourceLinks({ keys }: { keys: readonly SourceKey[] }) {
  return (
    <>
      {keys.map((k, i) => {
        const url = SOURCES[k];
        return (
          <span key={k}>
            {i > 0 && ', '}
            {url.startsWith('http') ? (
              <a href={url} target="_blank" rel="noreferrer">{sourceLabel(k)}</a>
            ) : (
              <span title="No official page states it: the referee's reading, in docs/rules-decisions.md">{k === 'command-deck' ? sourceLabel(k) : "referee's reading (unconfirmed)"}</span>
            )}
          </span>
        );
      })}
    </>
  );
}

function optionValue(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function OptionsTable({ options, caption }: { options: RulesOptions; caption: string }) {
  const keys = Object.keys(DEFAULT_RULES_OPTIONS) as (keyof RulesOptions)[];
  return (
    <table className="rules-table" data-testid="rules-options">
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">option</th><th scope="col">value</th><th scope="col">default</th><th scope="col">what it decides</th></tr>
      </thead>
      <tbody>
        {keys.map((k) => {
          const changed = optionValue(options[k]) !== optionValue(DEFAULT_RULES_OPTIONS[k]);
          return (
            <tr key={k} data-option={k} className={changed ? 'changed' : undefined}>
              <th scope="row"><code>{k}</code></th>
              <td>{optionValue(options[k])}{changed ? ' (changed for this game)' : ''}</td>
              <td>{optionValue(DEFAULT_RULES_OPTIONS[k])}</td>
              <td>{OPTION_TEXTS[k]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function RulesTables({ options }: { options: RulesOptions }) {
  return (
    <>
      <div className="table-scroll">
        <table className="rules-table" data-testid="rules-units">
          <caption>Units, as the referee applies them</caption>
          <thead>
            <tr>{[...UNIT_COLUMNS, 'official source'].map((c) => <th key={c} scope="col">{c}</th>)}</tr>
          </thead>
          <tbody>
            {UNIT_TYPE_IDS.map((id) => {
              const [name, ...cells] = unitReferenceRow(id, options);
              return (
                <tr key={id} data-unit-type={id}>
                  <th scope="row">{name}</th>
                  {cells.map((c, i) => <td key={i}>{c}</td>)}
                  <td><SourceLinks keys={UNIT_SOURCES[id]} /></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="table-scroll">
        <table className="rules-table" data-testid="rules-terrain">
          <caption>Terrain, as the referee applies it</caption>
          <thead>
            <tr><th scope="col">terrain</th><th scope="col">effects</th><th scope="col">official source</th></tr>
          </thead>
          <tbody>
            {TERRAIN_TYPES.map((t) => (
              <tr key={t} data-terrain-row={t}>
                <th scope="row">{TERRAIN[t].name}</th>
                <td>{TERRAIN[t].summary}</td>
                <td><SourceLinks keys={TERRAIN_SOURCES[t]} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Below the board in a game: the tables and this game's options, folded until opened. */
export function RulesPanel({ options }: { options: RulesOptions }) {
  return (
    <details className="rules-reference" data-testid="rules-reference">
      <summary>Rules reference: units, terrain and this game's options</summary>
      <p className="small">
        Every value is the referee&apos;s own, with the official page it comes from. Value by value, with the case that checks
        each, in docs/rules-audit.md. <a href="/?rules" target="_blank" rel="noreferrer">Open on its own page</a>.
      </p>
      <RulesTables options={options} />
      <OptionsTable options={options} caption="This game's rules options" />
    </details>
  );
}

/** /?rules: the reference on its own page (the default options). */
export function RulesPage() {
  return (
    <main className="rules-page" data-testid="rules-page">
      <h1>Rules reference</h1>
      <p>
        The units and terrain exactly as the referee applies them, each row naming the official Commands &amp; Colors: Ancients page
        it comes from (commandsandcolors.net). Where no official page could be read, the row says the value is the referee&apos;s
        reading. A game&apos;s own options are shown below its board. <a href="/">Back to the start page</a>.
      </p>
      <RulesTables options={DEFAULT_RULES_OPTIONS} />
      <OptionsTable options={DEFAULT_RULES_OPTIONS} caption="Rules options and their defaults" />
    </main>
  );
}

