// The toasts on screen, loaded with the first toast raised: Mantine's Notification and Transition stay
// out of the initial bundle.
import { Notification, Stack, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { removeToast, TOAST_FADE_MS, TOAST_VISIBLE_MS, type Toast } from './toast-store';

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

export function ToastStack({ list }: { list: readonly Toast[] }) {
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
