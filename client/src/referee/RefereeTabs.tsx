// The referee's switch between the live table and the timeline.
export type RefereeTab = 'table' | 'timeline';

export function RefereeTabs({ tab, onTab }: { tab: RefereeTab; onTab(t: RefereeTab): void }) {
  return (
    <div className="ref-tabs" role="tablist" aria-label="Referee">
      {(['table', 'timeline'] as const).map((t) => (
        <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? 'active' : undefined} onClick={() => onTab(t)}>
          {t === 'table' ? 'Table' : 'Timeline'}
        </button>
      ))}
    </div>
  );
}
