/** A child `h` accepts: nodes, text, and nothing (`false`, `null`, `undefined` are left out). */
export type Child = Node | string | false | null | undefined;

/**
 * Creates an element: `on…` props become listeners, `value`/`checked` are set as properties (the
 * live state, not the default), `true` becomes an empty attribute and `false`/`null` is left out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key.startsWith('on')) element.addEventListener(key.slice(2), value as EventListener);
    else if (key === 'value' || key === 'checked')
      (element as unknown as Record<string, unknown>)[key] = value;
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  element.append(...(children.filter((child) => child != null && child !== false) as (Node | string)[]));
  return element;
}

let lastId = 0;
/** An id unique in the page, for `<label for>` and `aria-*` references. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${++lastId}`;
}
