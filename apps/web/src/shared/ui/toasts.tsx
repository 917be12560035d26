// Toast notifications (spec §2) as the layout shows them: raised in ./toast-store from anywhere, drawn by
// the stack, which loads with the first toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, subscribe } from './toast-store';

const ToastStack = lazy(() => import('./ToastStack').then((m) => ({ default: m.ToastStack })));

export function Toasts() {
  const list = useSyncExternalStore(subscribe, currentToasts);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack list={list} />
    </Suspense>
  );
}
