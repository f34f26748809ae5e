import type { UnpluginBuildContext, UnpluginFactory } from 'unplugin';
import { BuildSession } from './build-session';
import type { HostContext, SessionSlot } from './host-context';
import { hostFor } from './hosts';
import { type BuildSettings, DEFAULT_EXCLUDE, DEFAULT_INCLUDE, type Options } from './options';
import { fileOfModuleId } from './paths';

/** The plugin name bundlers print in front of its messages. */
export const PLUGIN_NAME = 'webmcp-nexus';

/**
 * The one factory behind every host (Vite, webpack, Rspack, Rsbuild, Rollup, Rolldown, esbuild,
 * Farm): each hook hands its work to the current `BuildSession`, which the host opened with what
 * its bundler said (root, mode, watching). What differs between bundlers is in the host files.
 */
export const unpluginFactory: UnpluginFactory<Options | undefined, false> = (options, meta) => {
  const slot = sessionSlot(options, () => host.context);
  const host = hostFor(meta.framework, slot);
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    buildStart() {
      slot.current().startBuild(this);
    },
    buildEnd(this: UnpluginBuildContext, ...args: unknown[]) {
      // A failed build has its own error to show.
      if (!args[0]) slot.current().reportAt(this, 'buildEnd');
    },
    async watchChange(id) {
      await slot.current().fileChanged(fileOfModuleId(id));
    },
    transform: {
      filter: {
        id: { include: options?.include ?? DEFAULT_INCLUDE, exclude: options?.exclude ?? DEFAULT_EXCLUDE },
      },
      handler(code, id) {
        return slot.current().transform(this, fileOfModuleId(id), code);
      },
    },
    ...host.hooks,
  };
};

/** The session slot of one plugin instance: a new session whenever the bundler's settings change. */
function sessionSlot(options: Options | undefined, hostContext: () => HostContext): SessionSlot {
  let session: BuildSession | undefined;
  const open = (settings: BuildSettings): BuildSession => {
    const same =
      session?.settings.root === settings.root &&
      session.settings.mode === settings.mode &&
      session.settings.watching === settings.watching;
    if (!same) session = new BuildSession(options, { ...settings }, hostContext());
    return session as BuildSession;
  };
  return {
    open,
    current: () => session ?? open({ root: process.cwd(), mode: 'production', watching: false }),
  };
}
