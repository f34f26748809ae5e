import type { UnpluginBuildContext, UnpluginFactory } from 'unplugin';
import { BuildSession } from './build-session';
import type { HostContext, SessionSlot } from './host-context';
import { hostFor } from './hosts';
import { type BuildSettings, DEFAULT_EXCLUDE, DEFAULT_INCLUDE, type Options } from './options';
import { fileOfModuleId } from './paths';
import { SCHEMA_MODULE_ID_PATTERN, SCHEMA_MODULE_PATTERN } from './schema-module';

/** The text every call-site file holds: the SDK's package name (the core's pre-check). */
const SDK_PACKAGE = 'webmcp-nexus-sdk';

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
      slot.current().startBuild();
    },
    buildEnd(this: UnpluginBuildContext, ...args: unknown[]) {
      // A failed build has its own error to show.
      if (!args[0]) slot.current().reportAt(this, 'buildEnd');
    },
    async watchChange(id) {
      await slot.current().fileChanged(fileOfModuleId(id));
    },
    // Only call-site files: bundlers that read the filter natively (Rolldown, Vite 8) never call
    // the plugin for any other module; definition files are never transformed.
    transform: {
      filter: {
        id: { include: options?.include ?? DEFAULT_INCLUDE, exclude: options?.exclude ?? DEFAULT_EXCLUDE },
        code: SDK_PACKAGE,
      },
      handler(code, id) {
        return slot.current().transform(this, fileOfModuleId(id), code);
      },
    },
    resolveId: {
      filter: { id: SCHEMA_MODULE_PATTERN },
      handler(specifier) {
        return slot.current().resolveId(specifier);
      },
    },
    // The one hook that waits for the schemas: a call site's schema module.
    load: {
      filter: { id: SCHEMA_MODULE_ID_PATTERN },
      handler(id) {
        return slot.current().load(this, id);
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
