// The toasts raised and not yet removed (spec §2: auto-close after 3 s, then a 250 ms fade-out): a tiny
// external store, so any code — including query error handlers outside React — can raise one, and the
// stack that draws them reads it without importing the component that loads that stack.

export const TOAST_VISIBLE_MS = 3000;
export const TOAST_FADE_MS = 250;

export interface Toast {
  id: number;
  message: string;
  color: 'red' | 'green' | 'blue';
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();

function emit(): void {
  for (const s of subscribers) s();
}

export function showToast(message: string, color: Toast['color'] = 'blue'): void {
  toasts = [...toasts, { id: nextId++, message, color }];
  emit();
}

export function removeToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** The toasts raised and not yet removed, oldest first. */
export const currentToasts = (): readonly Toast[] => toasts;

export const subscribe = (s: () => void) => {
  subscribers.add(s);
  return () => subscribers.delete(s);
};
