import { h } from './dom';
import type { SkippedTool } from './skipped-tools';

/**
 * Where Vite's dev server opens files in the editor (`/__open-in-editor`, under its `base`), or
 * undefined elsewhere: the page of a Vite dev server loads `<base>@vite/client`.
 */
function viteEditorEndpoint(): string | undefined {
  const client = document.querySelector<HTMLScriptElement>('script[src$="@vite/client"]');
  return client ? `${client.getAttribute('src')!.replace(/@vite\/client$/, '')}__open-in-editor` : undefined;
}

/** A tool the build skipped: its diagnostic, location (an editor link under Vite) and code frame. */
export function renderSkippedTool(skipped: SkippedTool): HTMLElement {
  const location = `${skipped.file}:${skipped.line}:${skipped.column}`;
  const endpoint = viteEditorEndpoint();
  const open = () => {
    void fetch(
      `${endpoint}?file=${encodeURIComponent(`${skipped.editorPath}:${skipped.line}:${skipped.column}`)}`,
    );
  };
  return h(
    'li',
    { class: 'skipped', 'data-code': skipped.code },
    h(
      'p',
      {},
      h('strong', {}, skipped.code),
      skipped.toolName && h('code', {}, ` ${skipped.toolName}`),
      ` ${skipped.message}`,
    ),
    h(
      'p',
      {},
      endpoint
        ? h('button', { type: 'button', class: 'link', onclick: open, title: 'Open in editor' }, location)
        : h('code', { class: 'location' }, location),
    ),
    h('pre', {}, skipped.frame),
  );
}
