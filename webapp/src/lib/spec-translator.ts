/** A text in the current language: the spec's English in, its translation out. */
export type Translate = (text: string) => string;

/** The translation of a catalog keyed by English text; `{name}` parts carry over as written. */
export function translator(catalog: Record<string, string>): Translate {
  const exact = new Map<string, string>();
  const templates: Translate[] = [];
  for (const [english, translated] of Object.entries(catalog)) {
    if (english.includes('{')) templates.push(template(english, translated));
    else exact.set(english, translated);
  }
  return (text) => exact.get(text) ?? templates.map((fill) => fill(text)).find((found) => found !== text) ?? text;
}

function template(english: string, translated: string): Translate {
  const names: string[] = [];
  const pattern = english.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    names.push(name);
    return '(.+?)';
  });
  const regex = new RegExp(`^${pattern.join('')}$`);
  return (text) => {
    const found = regex.exec(text);
    if (found === null) return text;
    return names.reduce((out, name, index) => out.replaceAll(`{${name}}`, found[index + 1] ?? ''), translated);
  };
}
