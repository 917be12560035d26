// Driving a component rendered in jsdom (support/render.tsx) the way a user does: find by test id, type
// into a field, click, wait inside act(), and read the error Mantine shows under a field.
import { act } from 'react';

export const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

export const byTestId = <T extends HTMLElement = HTMLElement>(root: HTMLElement, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as T;

export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const click = (el: HTMLElement) => act(async () => el.click());

/** The error text Mantine shows under a field (linked by aria-describedby). */
export const errorOf = (root: HTMLElement, id: string): string | null => {
  const input = byTestId(root, id);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((i) => root.ownerDocument.getElementById(i)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

/** Waits (inside act) until `read` gives `expected`, or gives up after `ms` and returns what it last read. */
export async function until<T>(read: () => T, expected: T, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = read();
  while (!Object.is(value, expected) && Date.now() < deadline) {
    await sleep(25);
    value = read();
  }
  return value;
}
