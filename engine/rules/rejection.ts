// Rejections are data: a stable `area/reason` code and a sentence naming the rule.
export interface Rejection {
  code: string;
  message: string;
}

export type Decision<E> = { ok: true; events: E[] } | { ok: false; rejection: Rejection };

export function reject(code: string, message: string): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { code, message } };
}

export function accept<E>(events: E[]): { ok: true; events: E[] } {
  return { ok: true, events };
}
