/** Where the visitor's choice is kept (spec section 9's storage keys); InitColorSchemeScript reads it before the first paint. */
export const THEME_STORAGE_KEY = 'IS_DARK_THEME';

export type ColorScheme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';
const SCHEMES: ColorScheme[] = ['light', 'dark'];

/** The scheme a page shows: the stored choice if there is one, else the system's preference. */
export function resolveColorScheme(stored: string | null, systemPrefersDark: boolean): ColorScheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

// Storage can be refused (privacy modes, blocked cookies): the choice then lasts for the page only.
function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(scheme: ColorScheme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, scheme);
  } catch {
    // The page still switches.
  }
}

/** The scheme the page shows now, from the class InitColorSchemeScript set before the first paint. */
export function shownColorScheme(): ColorScheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The theme's variables and MUI's components follow the `light` or `dark` class of <html>. */
function show(scheme: ColorScheme) {
  document.documentElement.classList.remove(...SCHEMES);
  document.documentElement.classList.add(scheme);
}

const listeners = new Set<() => void>();

function showAndNotify(scheme: ColorScheme) {
  show(scheme);
  listeners.forEach((listener) => listener());
}

/**
 * Follows what can change the scheme after the load: the system preference (when nothing is
 * stored) and a choice made in another tab. Installed once per page, by FollowColorScheme in the
 * root layout; components learn of the changes through `subscribeToColorScheme`.
 */
export function followColorScheme(): () => void {
  const media = window.matchMedia(SYSTEM_DARK);
  const showResolved = () => showAndNotify(resolveColorScheme(storedChoice(), media.matches));
  // Set again now: the preference may have changed between the first paint and hydration, and Next
  // renders a page whose server component calls notFound() in the browser only
  // (vercel/next.js#62228), where InitColorSchemeScript never ran.
  showResolved();
  const follow = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== THEME_STORAGE_KEY) return;
    showResolved();
  };
  media.addEventListener('change', follow);
  window.addEventListener('storage', follow);
  return () => {
    media.removeEventListener('change', follow);
    window.removeEventListener('storage', follow);
  };
}

/** Runs `onChange` each time the page shows another scheme (useSyncExternalStore's subscribe). */
export function subscribeToColorScheme(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Shows `scheme` and keeps it as the visitor's choice, which then wins over the system's. */
export function chooseColorScheme(scheme: ColorScheme) {
  store(scheme);
  showAndNotify(scheme);
}
