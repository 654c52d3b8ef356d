// Names people read on other people's screens (armies, tournaments, entrants, team members):
// no control characters and no bidirectional overrides or isolates, which can make a name read
// as something else (issue 17, item 9). Pure: the scenario validator and the HTTP schemas use it.

// C0/C1 controls, and U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069 (bidi marks,
// embeddings, overrides and isolates), U+2028-U+2029 (line and paragraph separators, which break
// a line in a text export where no line break shows).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// Invisible characters a name could hide (two names that look alike): the soft hyphen, the
// Mongolian vowel separator, zero-width space, non-joiner and joiner, word joiner and invisible
// operators, and the byte order mark.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/u;

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function unsafeNameCharacter(text: string): string | null {
  const m = UNSAFE.exec(text) ?? INVISIBLE.exec(text);
  return m ? codePoint(m[0]) : null;
}

export const UNSAFE_NAME_MESSAGE = 'a name may not hold control characters, bidirectional overrides or invisible characters';

/** Free text people read (a note to the referee): the same characters refused as in a name,
 *  except line breaks and tabs, which a message may hold. */
export function unsafeTextCharacter(text: string): string | null {
  const m = UNSAFE.exec(text.replace(/\r\n|[\n\t]/g, ' '));
  return m ? codePoint(m[0]) : null;
}

export const UNSAFE_TEXT_MESSAGE = 'a text may not hold control characters (other than line breaks and tabs) or bidirectional overrides';
