// Every area's strings live next to its code as one module per language (`<area>/i18n/<lang>.ts`).
// Only the languages in use are loaded: the chosen one and English as the fallback.
import type { Catalog, Language } from '../shared/i18n/languages';

const modules = import.meta.glob<{ catalog: Catalog }>([
  '../shared/i18n/common/{en,ko,id,ja}.ts',
  '../features/*/i18n/{en,ko,id,ja}.ts',
  '../slices/*/i18n/{en,ko,id,ja}.ts',
]);

/** The area catalogs of one language, in a stable order. */
export async function loadCatalogs(language: Language): Promise<Catalog[]> {
  const paths = Object.keys(modules)
    .filter((path) => path.endsWith(`/${language}.ts`))
    .sort();
  const loaded = await Promise.all(paths.map((path) => modules[path]()));
  return loaded.map((m) => m.catalog);
}
