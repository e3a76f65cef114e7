/**
 * Whether French elides "de" (and "le", "que"...) before `word`: before a vowel sound, written as
 * a vowel, a "y" read as one, or an "h" (names take the mute h: "d'Hélène"). Accents do not
 * matter ("d'Éloïse"). An aspirated h ("de Hollande") would need a list no author name needs yet.
 */
export function frenchElides(word: string): boolean {
  const first = word.trim().normalize('NFD').charAt(0).toLowerCase();
  return 'aeiouyhæœ'.includes(first) && first !== '';
}
