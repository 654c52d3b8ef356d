// A link with a Copy button (falls back to selecting the text when the clipboard is closed).
import { useRef, useState } from 'react';

export function CopyLink({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };
  return (
    <span className="copy-link">
      <input ref={input} type="text" readOnly value={url} aria-label={`${label} link`} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={() => void copy()} aria-label={`Copy the ${label} link`}>
        {copied === 'done' ? 'Copied' : 'Copy'}
      </button>
      <a href={url} target="_blank" rel="noreferrer">Open</a>
      {copied === 'failed' && <span className="small"> Selected: press Ctrl+C.</span>}
    </span>
  );
}
