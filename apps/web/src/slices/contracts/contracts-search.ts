// Query parameters of the contracts pages: the list's page (1 is left out of the URL) and the id handed
// to the verification form.
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** Offset pages stop where the service does (offset at most 10,000, 20 a page). */
const PAGE_MAX = 501;

export function parseContractsSearch(search: Record<string, unknown>): { page?: number } {
  const text = textOf(search.page);
  if (!text || !/^\d{1,4}$/.test(text)) return {};
  const page = Number(text);
  return page > 1 && page <= PAGE_MAX ? { page } : {};
}

export function parseVerificationSearch(search: Record<string, unknown>): { id?: string } {
  const id = textOf(search.id);
  return id && id.length <= 128 ? { id } : {};
}
