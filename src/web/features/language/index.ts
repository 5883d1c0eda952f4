/** Choosing the language the site speaks (docs/decisions/0034-languages.md). */
export { LanguageSwitcher } from './LanguageSwitcher';
export { useChangeLanguage, type LanguageChoice } from './useChangeLanguage';
