import type { CallToolOutcome, RegisteredToolInfo } from '../types';
import { h, uniqueId } from './dom';
import { describeOwner } from './owner-label';
import { createSchemaForm } from './schema-form';
import { renderSchemaTree } from './schema-tree';

/** One finished call, for the history list. */
export interface CallRecord {
  tool: string;
  input: unknown;
  ok: boolean;
  text: string;
  milliseconds: number;
}

/** How a tool view runs a call: through the registry's testing face, the path a host uses. */
export type CallTool = (name: string, input: unknown) => Promise<CallToolOutcome>;

const ANNOTATIONS: [string, string][] = [
  ['readOnlyHint', 'read-only'],
  ['untrustedContentHint', 'untrusted'],
  ['consequentialHint', 'consequential'],
  ['debugging', 'debugging'],
];

/** The hints a tool carries, as short labels. */
function annotationLabels(tool: RegisteredToolInfo): string[] {
  const annotations = tool.annotations as unknown as Record<string, unknown>;
  return ANNOTATIONS.filter(([key]) => annotations[key]).map(([, label]) => label);
}

/** A tool as an expandable entry: what the agent sees, its schema tree, and a form to try it. */
export function renderToolView(
  tool: RegisteredToolInfo,
  callTool: CallTool,
  onCalled: (call: CallRecord) => void,
): HTMLDetailsElement {
  const form = createSchemaForm(tool.inputSchema);
  const rawToggle = h('input', { type: 'checkbox', id: uniqueId('raw') });
  const raw = h('textarea', {
    rows: 5,
    spellcheck: 'false',
    'aria-label': `${tool.name} input as JSON`,
    hidden: true,
  });
  const output = h('output', { 'aria-live': 'polite', class: 'result', hidden: true });
  const confirmation = h('div', { class: 'confirm', role: 'alert', hidden: true });
  const callButton = h('button', { type: 'submit' }, 'Call');

  rawToggle.addEventListener('change', () => {
    if (rawToggle.checked) {
      try {
        raw.value = JSON.stringify(form.read().value, null, 2);
      } catch {
        raw.value = '{}';
      }
    }
    raw.hidden = !rawToggle.checked;
    form.element.hidden = rawToggle.checked;
  });

  const show = (ok: boolean, text: string) => {
    output.hidden = false;
    output.className = `result ${ok ? 'ok' : 'error'}`;
    output.textContent = text;
  };

  const run = async () => {
    let input: unknown;
    try {
      input = rawToggle.checked ? JSON.parse(raw.value || '{}') : form.read().value;
    } catch (error) {
      show(false, `Error\n${(error as Error).message}`);
      return;
    }
    callButton.disabled = true;
    const started = performance.now();
    const outcome = await callTool(tool.name, input);
    const milliseconds = Math.round(performance.now() - started);
    callButton.disabled = false;
    const text = outcome.ok ? resultText(outcome.result) : outcome.error;
    show(outcome.ok, `${outcome.ok ? 'Result' : 'Error'} (${milliseconds} ms)\n${text}`);
    onCalled({ tool: tool.name, input, ok: outcome.ok, text, milliseconds });
  };

  const confirmThenRun = () => {
    // A consequential tool acts for the user (buys, sends, deletes): ask first, as a host would.
    if (!tool.annotations.consequentialHint) return void run();
    const answer = (call: boolean) => () => {
      confirmation.hidden = true;
      if (call) void run();
      else callButton.focus();
    };
    confirmation.replaceChildren(
      h('p', {}, `${tool.name} is consequential: calling it may act on the user's behalf. Call it?`),
      h('button', { type: 'button', onclick: answer(true) }, 'Yes, call it'),
      ' ',
      h('button', { type: 'button', onclick: answer(false) }, 'Cancel'),
    );
    confirmation.hidden = false;
    confirmation.querySelector('button')?.focus();
  };

  return h(
    'details',
    { class: 'tool', 'data-tool': tool.name },
    h(
      'summary',
      {},
      h('code', {}, tool.name),
      tool.title !== tool.name && ` ${tool.title}`,
      ...annotationLabels(tool).map((label) => h('span', { class: `badge ${label}` }, label)),
    ),
    h('p', {}, tool.description),
    h('p', { class: 'muted' }, `Registered by: ${describeOwner(tool.owner)}`),
    h('h4', {}, 'Input schema'),
    renderSchemaTree(tool.inputSchema),
    h(
      'form',
      {
        novalidate: true,
        'aria-label': `Try ${tool.name}`,
        onsubmit: (event: Event) => {
          event.preventDefault();
          confirmThenRun();
        },
      },
      h('h4', {}, 'Try it'),
      form.element,
      raw,
      h('div', { class: 'row' }, callButton, h('label', { for: rawToggle.id }, rawToggle, ' Edit as JSON')),
      confirmation,
      output,
    ),
  );
}

/** The text parts of a result (the tool's string, or its value as JSON), one per line. */
function resultText(result: { content: { type: string; text?: unknown }[] }): string {
  return result.content
    .map((part) => (part.type === 'text' ? String(part.text) : JSON.stringify(part)))
    .join('\n');
}
