// Die faces as the board game prints them: symbol and colour, with the name for readers.
import type { DieFace } from '../../../engine/rules/random.js';
import { FACE_NAMES } from '../game/labels.js';

export function DieFaces({ faces, testId }: { faces: readonly DieFace[]; testId?: string }) {
  if (faces.length === 0) return <span className="small">not rolled yet</span>;
  return (
    <span className="dice" data-testid={testId} data-faces={faces.join(' ')}>
      {faces.map((f, i) => (
        <span key={i} className={`die die-${f}`} title={FACE_NAMES[f].name} aria-label={FACE_NAMES[f].name} role="img">
          {FACE_NAMES[f].symbol}
        </span>
      ))}
    </span>
  );
}
