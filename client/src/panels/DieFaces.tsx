// Die faces as the board game prints them (command-deck.md, "The battle die"): a green
// circle, a blue triangle, a red square, the leader's helmet, the banner, crossed swords.
// Drawn in SVG so they look the same on every machine; each carries its name for readers.
import type { DieFace } from '../../../engine/rules/random.js';
import { FACE_NAMES } from '../game/labels.js';

function Face({ face }: { face: DieFace }) {
  switch (face) {
    case 'light':
      return <circle cx="10" cy="10" r="6" fill="#2f8a46" />;
    case 'medium':
      return <polygon points="10,3.5 16.5,16 3.5,16" fill="#2b5fa8" />;
    case 'heavy':
      return <rect x="4.5" y="4.5" width="11" height="11" fill="#b8322a" />;
    case 'leader':
      return <path d="M4 14 Q4 4 10 4 Q16 4 16 14 L13 14 L13 11 L7 11 L7 14 Z" fill="#6b4f1d" />;
    case 'banner':
      return (
        <g>
          <line x1="5.5" y1="3" x2="5.5" y2="17.5" stroke="#333" strokeWidth="1.6" />
          <path d="M6.3 3.5 L16 6.5 L6.3 10 Z" fill="#b3261e" />
        </g>
      );
    case 'swords':
      return (
        <g stroke="#222" strokeWidth="2" strokeLinecap="round">
          <line x1="4.5" y1="4.5" x2="15.5" y2="15.5" />
          <line x1="15.5" y1="4.5" x2="4.5" y2="15.5" />
          <line x1="3.5" y1="12.5" x2="7.5" y2="16.5" strokeWidth="1.4" />
          <line x1="16.5" y1="12.5" x2="12.5" y2="16.5" strokeWidth="1.4" />
        </g>
      );
  }
}

export function DieFaces({ faces, testId }: { faces: readonly DieFace[]; testId?: string }) {
  if (faces.length === 0) return <span className="small">not rolled yet</span>;
  return (
    <span className="dice" data-testid={testId} data-faces={faces.join(' ')}>
      {faces.map((f, i) => (
        <svg key={i} className={`die die-${f}`} viewBox="0 0 20 20" role="img" aria-label={FACE_NAMES[f].name}>
          <title>{FACE_NAMES[f].name}</title>
          <Face face={f} />
        </svg>
      ))}
    </span>
  );
}
