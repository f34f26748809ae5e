// Tools whose results or failures are not what they look like (issue 17, items 6 and 7).

/** Fail with a value that has no prototype (String() of it throws) */
export function failBare(): never {
  throw Object.assign(Object.create(null), { code: 42 });
}

/** Fail with an error whose message getter throws */
export function failMessageGetter(): never {
  const error = new Error('hidden');
  Object.defineProperty(error, 'message', {
    get() {
      throw new Error('message getter failed');
    },
  });
  throw error;
}

/** Return a ready-made MCP result that carries a BigInt */
export function bigintContent() {
  return { content: [{ type: 'text', text: 'count', count: BigInt(3) }] };
}

/** Return a Map made in another realm (an iframe) */
export function foreignMap() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const ForeignMap = (frame.contentWindow as unknown as { Map: MapConstructor }).Map;
  const value = { byCustomer: new ForeignMap([['ada', 2]]) };
  frame.remove();
  return value;
}

/** Return a blog post (plain data that happens to have a `content` array) */
export function readPost() {
  return { title: 'Hello', content: [{ heading: 'Intro', body: 'First paragraph' }] };
}

/** Return a result nested 100,000 levels deep */
export function deepResult() {
  let value: unknown = 'leaf';
  for (let level = 0; level < 100_000; level += 1) value = { child: value };
  return value;
}

/** Return a date */
export function whenIsIt() {
  return { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) };
}
