// `webmcp-nexus-sdk/inspector`: the dev-only `<webmcp-nexus-inspector>`. The build plugins import it
// into call-site and tool modules in dev servers only; neither SDK entry imports it, so apps and
// production bundles never carry it. Importing it in a browser mounts one inspector in the page.
import { createInspectorClass, INSPECTOR_TAG } from './inspector-element';

export type { InspectorElement } from './inspector-element';
export { INSPECTOR_TAG } from './inspector-element';
export { listSkippedTools, reportSkippedTools, type SkippedTool } from './skipped-tools';

/** Defines `<webmcp-nexus-inspector>` (once per page, whichever copy comes first) and adds one to the page. */
export function mountInspector(): void {
  if (typeof customElements !== 'object' || typeof document !== 'object') return; // server rendering
  if (!customElements.get(INSPECTOR_TAG)) customElements.define(INSPECTOR_TAG, createInspectorClass());
  const add = () => {
    if (!document.querySelector(INSPECTOR_TAG)) document.body.append(document.createElement(INSPECTOR_TAG));
  };
  if (document.body) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

mountInspector();
