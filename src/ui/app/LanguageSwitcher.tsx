import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../engine/content/types.ts';
import { languageCookie, localizedPath } from '../../engine/language/languagePaths.ts';
import styles from './LanguageSwitcher.styles.ts';

/** A year: the choice outlives the tab, as a visitor expects of a language they picked. */
const keptSeconds = 365 * 24 * 60 * 60;

/** Keeps the choice for the server, which answers the next visit to an address without a language in it. */
function rememberLanguage(tag: string): void {
  document.cookie = `${languageCookie}=${encodeURIComponent(tag)}; Path=/; Max-Age=${String(keptSeconds)}; SameSite=Lax`;
}

interface LanguageSwitcherProps {
  /** The list's name for screen readers (frame.languageSwitcher). */
  label: string;
  language: Language;
  languages: readonly Language[];
}

/**
 * The header's languages: each a link to the same screen in that language, named in its own
 * language (and marked so, `lang`, for screen readers' pronunciation), the current one marked
 * `aria-current`. Each language is a build of its own, so a choice is a page load: the link's
 * href works without the app (a new tab, before hydration); a click also keeps the choice and
 * carries the address's query and question (#id) along.
 */
export function LanguageSwitcher({ label, language, languages }: LanguageSwitcherProps) {
  const { pathname } = useLocation();
  if (languages.length < 2) return null;
  const choose = (event: MouseEvent<HTMLAnchorElement>, tag: string) => {
    rememberLanguage(tag);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.assign(
      `${localizedPath(languages, tag, pathname)}${window.location.search}${window.location.hash}`,
    );
  };
  return (
    <nav aria-label={label} className={styles.switcher}>
      {languages.map((option) => (
        <a
          key={option.tag}
          href={localizedPath(languages, option.tag, pathname)}
          lang={option.tag}
          hrefLang={option.tag}
          aria-current={option.tag === language.tag ? 'true' : undefined}
          className={styles.option}
          onClick={(event) => choose(event, option.tag)}
        >
          {option.name}
        </a>
      ))}
    </nav>
  );
}
