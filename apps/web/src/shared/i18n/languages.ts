// The four UI languages of the spec; English is the default and the fallback for a missing key.
export const LANGUAGES = ['en', 'ko', 'id', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Spec §1: the choice is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  ja: '日本語',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A catalog for one area of the app: the same nested keys in every language. */
export type Catalog = { [key: string]: string | Catalog };
export type Catalogs = Record<Language, Catalog>;
