// Toast notifications (spec §2): auto-close after 3 s, then a 250 ms fade-out. A tiny external store so
// any code — including query error handlers outside React — can raise one.
import { Notification, Stack, Transition } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

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

function removeToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (s: () => void) => {
  subscribers.add(s);
  return () => subscribers.delete(s);
};

function ToastItem({ toast }: { toast: Toast }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    const hide = setTimeout(() => setMounted(false), TOAST_VISIBLE_MS);
    return () => clearTimeout(hide);
  }, []);
  return (
    <Transition
      mounted={mounted}
      transition="fade"
      duration={TOAST_FADE_MS}
      onExited={() => removeToast(toast.id)}
    >
      {(style) => (
        <Notification
          style={style}
          color={toast.color}
          withCloseButton
          onClose={() => setMounted(false)}
          role="status"
        >
          {toast.message}
        </Notification>
      )}
    </Transition>
  );
}

export function Toasts() {
  const list = useSyncExternalStore(subscribe, () => toasts);
  return (
    <Stack
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      style={{ zIndex: 400 }}
      gap="xs"
      aria-live="polite"
    >
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Stack>
  );
}
