/**
 * A component's utility list written as one class of app/app.css's components layer (decision
 * 073), unless an extra sets something the list sets: beside the list, Tailwind's order decides
 * which of the two wins (`px-4` loses to `px-5`, `px-6` beats it); beside the class the extra
 * would always win. Such an element keeps the whole list, so nothing drawn changes.
 */
export function componentClass(name: string, utilities: string, extra: string, setsSame: RegExp): string {
  const extras = extra.trim();
  if (!extras) return name;
  return extras.split(/\s+/).some((c) => setsSame.test(c)) ? `${utilities} ${extras}` : `${name} ${extras}`;
}
