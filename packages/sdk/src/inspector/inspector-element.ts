import type { WebMcpRegistry } from '../types';
import { h } from './dom';
import { findPageRegistry } from './page-registry';
import { listSkippedTools, subscribeToSkippedTools } from './skipped-tools';
import { renderSkippedTool } from './skipped-view';
import { INSPECTOR_CSS } from './styles';
import { type CallRecord, renderToolView } from './tool-view';

/** The custom element's tag name. */
export const INSPECTOR_TAG = 'webmcp-nexus-inspector';

/** Alt+Shift+W (the physical W key, whatever the layout makes of it) opens and closes the panel. */
function isShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyW';
}

const HISTORY_LENGTH = 10;

/** The element's public face (its class is created only where the DOM exists). */
export interface InspectorElement extends HTMLElement {
  /** Opens the panel and moves the focus into it. */
  open(): void;
  /** Closes the panel and gives the focus back to the floating button. */
  close(): void;
}

/**
 * Creates the `<webmcp-nexus-inspector>` class: a floating button that opens a panel listing the
 * page's tools live from the SDK registry (with a form to call each), the host state, and the
 * tools the build skipped. Made on demand because `HTMLElement` exists only in a browser.
 */
export function createInspectorClass(): CustomElementConstructor {
  return class WebMcpNexusInspector extends HTMLElement implements InspectorElement {
    readonly #root = this.attachShadow({ mode: 'open' });
    readonly #button = h(
      'button',
      {
        type: 'button',
        class: 'toggle',
        'aria-haspopup': 'dialog',
        'aria-expanded': 'false',
        title: 'webmcp-nexus inspector (Alt+Shift+W)',
        onclick: () => this.open(),
      },
      'WebMCP',
    );
    readonly #state = h('span', { class: 'state', 'data-state': '' });
    readonly #tools = h('div', { class: 'tools' });
    readonly #toolCount = h('span', {});
    readonly #skipped = h('ul', { class: 'skipped-list' });
    readonly #skippedSection = h(
      'section',
      { 'aria-label': 'Skipped by the build', hidden: true },
      h('h3', {}, 'Skipped by the build'),
      this.#skipped,
    );
    readonly #history = h('ol', { class: 'history', reversed: true });
    readonly #historySection = h(
      'section',
      { 'aria-label': 'Call history', hidden: true },
      h('h3', {}, 'Call history'),
      this.#history,
    );
    readonly #closeButton = h(
      'button',
      { type: 'button', 'aria-label': 'Close inspector', onclick: () => this.close() },
      'Close',
    );
    readonly #panel = h(
      'div',
      { role: 'dialog', 'aria-label': 'webmcp-nexus inspector', hidden: true },
      h('header', {}, h('h2', {}, 'WebMCP tools'), h('span', {}, 'Host: ', this.#state), this.#closeButton),
      h(
        'section',
        { 'aria-label': 'Registered tools' },
        h('h3', {}, 'Registered tools (', this.#toolCount, ')'),
        this.#tools,
      ),
      this.#skippedSection,
      this.#historySection,
      h('p', { class: 'muted' }, 'Alt+Shift+W opens and closes this panel; Escape closes it.'),
    );
    /** The rendered view per tool name, with what it was rendered from (kept while unchanged, so a half-filled form survives updates). */
    readonly #views = new Map<string, { key: string; view: HTMLElement }>();
    #registry: WebMcpRegistry | undefined;
    #cleanups: (() => void)[] = [];
    #renderQueued = false;

    constructor() {
      super();
      this.#root.append(h('style', {}, INSPECTOR_CSS), this.#button, this.#panel);
      this.#panel.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.close();
      });
    }

    open(): void {
      this.#panel.hidden = false;
      this.#button.hidden = true;
      this.#button.setAttribute('aria-expanded', 'true');
      this.#render();
      this.#closeButton.focus();
    }

    close(): void {
      this.#panel.hidden = true;
      this.#button.hidden = this.hasAttribute('no-button');
      this.#button.setAttribute('aria-expanded', 'false');
      if (!this.#button.hidden) this.#button.focus();
    }

    connectedCallback(): void {
      this.#button.hidden = this.hasAttribute('no-button') || !this.#panel.hidden;
      const onKey = (event: KeyboardEvent) => {
        if (!isShortcut(event)) return;
        event.preventDefault();
        if (this.#panel.hidden) this.open();
        else this.close();
      };
      window.addEventListener('keydown', onKey);
      this.#cleanups.push(() => window.removeEventListener('keydown', onKey));
      this.#cleanups.push(subscribeToSkippedTools(() => this.#queueRender()));
      this.#watchRegistry();
      this.#render();
    }

    disconnectedCallback(): void {
      for (const cleanup of this.#cleanups.splice(0)) cleanup();
      this.#registry = undefined;
    }

    // The SDK creates its registry on first use, which may come after this element: look until then.
    #watchRegistry() {
      const registry = findPageRegistry();
      if (!registry) {
        const timer = setTimeout(() => this.#watchRegistry(), 200);
        this.#cleanups.push(() => clearTimeout(timer));
        return;
      }
      this.#registry = registry;
      this.#cleanups.push(registry.subscribe(() => this.#queueRender()));
      this.#queueRender();
    }

    // One render per task: a mount registering ten tools notifies ten times.
    #queueRender() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this.#render();
      });
    }

    #render() {
      const snapshot = this.#registry?.getSnapshot();
      const tools = snapshot?.tools ?? [];
      const failures = Object.entries(snapshot?.failures ?? {});
      this.#state.textContent = snapshot ? snapshot.state : 'no SDK registry yet';
      this.#state.dataset.state = snapshot?.state ?? 'none';
      this.#state.title = failures.map(([name, reason]) => `${name}: ${reason}`).join('\n');
      this.#toolCount.textContent = String(tools.length);
      const current = new Set(tools.map((tool) => tool.name));
      for (const [name, { view }] of this.#views) {
        if (!current.has(name)) {
          view.remove();
          this.#views.delete(name);
        }
      }
      for (const tool of tools) {
        const key = JSON.stringify(tool);
        const kept = this.#views.get(tool.name);
        if (kept?.key === key) {
          this.#tools.append(kept.view); // re-appending keeps the registry's order
          continue;
        }
        const view = renderToolView(tool, this.#call, this.#record);
        if (kept) {
          (view as HTMLDetailsElement).open = (kept.view as HTMLDetailsElement).open;
          kept.view.replaceWith(view);
        }
        this.#tools.append(view);
        this.#views.set(tool.name, { key, view });
      }
      if (!tools.length)
        this.#tools.replaceChildren(h('p', { class: 'muted' }, 'No tool is registered right now.'));
      else this.#tools.querySelector(':scope > p')?.remove();
      const skipped = listSkippedTools();
      this.#skippedSection.hidden = !skipped.length;
      this.#skipped.replaceChildren(...skipped.map(renderSkippedTool));
    }

    readonly #call = (name: string, input: unknown) =>
      this.#registry
        ? this.#registry.callTool(name, input)
        : Promise.resolve({ ok: false as const, error: 'the SDK registry is gone' });

    readonly #record = (call: CallRecord) => {
      this.#historySection.hidden = false;
      this.#history.prepend(
        h(
          'li',
          { class: call.ok ? 'ok' : 'error' },
          h('code', {}, call.tool),
          ` ${JSON.stringify(call.input)} → ${call.ok ? 'ok' : 'error'} in ${call.milliseconds} ms`,
        ),
      );
      while (this.#history.children.length > HISTORY_LENGTH) this.#history.lastElementChild?.remove();
    };
  };
}
