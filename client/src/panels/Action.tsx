// A button the rules may forbid right now: enabled from the engine's options, or shown
// disabled with the referee's reason, as a tooltip (title) and as visible text so keyboard
// and touch users read it too. It stays focusable (aria-disabled), so Tab reaches the reason.
import { useId, type ReactNode } from 'react';
import type { Choice } from '../game/options.js';

interface Props {
  choice: Choice;
  onClick(): void;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** 'always': the reason is shown under the button; 'focus': on hover and focus only. */
  why?: 'always' | 'focus';
}

export function Action({ choice, onClick, children, className, testId, why = 'always' }: Props) {
  const id = useId();
  const ok = choice.allowed.length > 0;
  const reason = ok ? null : choice.reason;
  return (
    <span className={`action why-${why}`}>
      <button
        type="button"
        className={className}
        aria-disabled={!ok}
        title={reason ? `${reason.message} (${reason.code})` : undefined}
        aria-describedby={reason ? id : undefined}
        data-testid={testId}
        data-code={reason?.code}
        onClick={() => {
          if (ok) onClick();
        }}
      >
        {children}
      </button>
      {reason && (
        <span className="why" id={id} role="note">
          {reason.message}
        </span>
      )}
    </span>
  );
}
