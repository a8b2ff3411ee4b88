/** A root cause as the root cause widgets name it: its alias in the interface language when set, else its name. */
export function rootCauseLabel(ref: { name: string; alias: { tr: string; en: string } }, language: string): string {
  const alias = (language.toLowerCase().startsWith('tr') ? ref.alias.tr : ref.alias.en).trim();
  return alias !== '' ? alias : ref.name;
}
