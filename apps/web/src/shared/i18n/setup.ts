// i18next setup: the language comes from localStorage `lang` (spec §1), English otherwise. Catalogs
// are loaded per language on demand (the app passes the loader), so the initial bundle carries only
// the strings it shows; switching language loads that language first, then switches.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type Catalog,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';

export type CatalogLoader = (language: Language) => Promise<Catalog[]>;

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage can be blocked (privacy modes); the default language still works
  }
}

function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted, but the switch still applies to this session.
  }
}

/** Merges area catalogs into one resource tree; an area defined twice is a bug. */
export function mergeCatalogs(parts: readonly Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const part of parts) {
    for (const [area, value] of Object.entries(part)) {
      if (area in merged) throw new Error(`i18n area "${area}" is defined twice`);
      merged[area] = value;
    }
  }
  return merged;
}

let loader: CatalogLoader | null = null;

async function ensureLoaded(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation') || !loader) return;
  instance.addResourceBundle(language, 'translation', mergeCatalogs(await loader(language)));
}

export async function createI18n(load: CatalogLoader): Promise<i18n> {
  loader = load;
  const language = storedLanguage();
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  const resources = Object.fromEntries(
    await Promise.all(
      languages.map(async (l) => [l, { translation: mergeCatalogs(await load(l)) }] as const),
    ),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    // React escapes text itself; i18next escaping would double-escape chain data passed as values.
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return instance;
}

/** Loads the language's strings if needed, switches, and remembers the choice under `lang`. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await ensureLoaded(instance, language);
  await instance.changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}
