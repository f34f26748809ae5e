// Registers tools straight on the polyfill (no SDK), so the harness tests prove the harness
// itself: listing, calling, rejections, aborts, unregistering, console-error collection.
const host = document.modelContext;
document.getElementById('route').textContent = location.pathname;

let echoCount = 0;
const registrations = new Map();
let releaseSlowCall;

function register(tool) {
  const controller = new AbortController();
  registrations.set(tool.name, controller);
  return host.registerTool(tool, { signal: controller.signal });
}

register({
  name: 'echo',
  title: 'Echo',
  description: 'Returns its input',
  inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
  annotations: { readOnlyHint: true },
  execute: (input) => {
    echoCount += 1;
    document.getElementById('echo-count').textContent = String(echoCount);
    return { content: [{ type: 'text', text: input.word }], structuredContent: { word: input.word } };
  },
});
register({
  name: 'explode',
  description: 'Always throws',
  inputSchema: { type: 'object', properties: {} },
  execute: () => {
    throw new Error('kaboom');
  },
});
register({
  name: 'wait_for_release',
  description: 'Resolves when the page calls releaseSlowCall()',
  execute: () =>
    new Promise((resolve) => {
      document.body.dataset.slowCall = 'running';
      releaseSlowCall = () => resolve({ content: [{ type: 'text', text: 'released' }] });
    }),
});

window.harnessPage = {
  unregister: (name) => registrations.get(name)?.abort(),
  releaseSlowCall: () => releaseSlowCall?.(),
  logError: (text) => console.error(text),
  logWarning: (text) => console.warn(text),
  throwLater: (text) =>
    setTimeout(() => {
      throw new Error(text);
    }),
};
