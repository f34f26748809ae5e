import type { UnpluginBuildContext, UnpluginContextMeta, UnpluginFactory, UnpluginOptions } from 'unplugin';
import { hostFor } from './hosts';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, type Options } from './options';
import { fileOfModuleId } from './paths';
import { SCHEMA_MODULE_ID_PATTERN, SCHEMA_MODULE_PATTERN } from './schema-module';
import { sessionSlot } from './session-slot';

/** The text every call-site file holds: the SDK's package name (the core's pre-check). */
const SDK_PACKAGE = 'webmcp-nexus-sdk';

/** The plugin name bundlers print in front of its messages. */
export const PLUGIN_NAME = 'webmcp-nexus';

/**
 * The one factory behind every host (Vite, webpack, Rspack, Rsbuild, Rollup, Rolldown, esbuild,
 * Farm): each hook hands its work to the current `BuildSession`, which the host opened with what
 * its bundler said (root, mode, watching). What differs between bundlers is in the host files.
 */
export const unpluginFactory = deliveryFactory({ inline: false });

/**
 * The factory for a webpack that cannot host virtual modules (Next's: it swaps the compiler's
 * file system for its server compiler's after the plugins patched it): each call site gets its
 * schema module's code inside, as under Turbopack, and waits for its schemas in its own loader.
 */
export const inlineUnpluginFactory = deliveryFactory({ inline: true });

function deliveryFactory({ inline }: { inline: boolean }): UnpluginFactory<Options | undefined, false> {
  return (options, meta) => plugin(options, meta.framework, inline);
}

function plugin(options: Options | undefined, framework: UnpluginContextMeta['framework'], inline: boolean) {
  const slot = sessionSlot(options, () => host.context);
  const host = hostFor(framework, slot);
  const inlined = inline || host.inline === true;
  const schemaModules = {
    resolveId: {
      filter: { id: SCHEMA_MODULE_PATTERN },
      handler(specifier: string) {
        return slot.current().resolveId(specifier);
      },
    },
    // The one hook that waits for the schemas: a call site's schema module.
    load: {
      filter: { id: SCHEMA_MODULE_ID_PATTERN },
      handler(this: UnpluginBuildContext, id: string) {
        return slot.current().load(this, id);
      },
    },
  };
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    buildStart() {
      slot.current().startBuild();
    },
    async buildEnd(this: UnpluginBuildContext, ...args: unknown[]) {
      const session = slot.current();
      try {
        // A failed build has its own error to show.
        if (!args[0]) session.reportAt(this, 'buildEnd');
      } finally {
        // A one-off build loads no schema module after this: nothing of ours (the checker's
        // worker) stays alive while the bundler renders and minifies.
        if (!session.settings.watching) await session.close();
      }
    },
    async watchChange(id: string) {
      await slot.current().fileChanged(fileOfModuleId(id));
    },
    // Only call-site files: bundlers that read the filter natively (Rolldown, Vite 8) never call
    // the plugin for any other module; definition files are never transformed.
    transform: {
      filter: {
        id: { include: options?.include ?? DEFAULT_INCLUDE, exclude: options?.exclude ?? DEFAULT_EXCLUDE },
        code: SDK_PACKAGE,
      },
      handler(this: UnpluginBuildContext, code: string, id: string) {
        const session = slot.current();
        const file = fileOfModuleId(id);
        return inlined ? session.transformInline(this, file, code) : session.transform(this, file, code);
      },
    },
    ...(inlined ? {} : schemaModules),
    ...host.hooks,
  } satisfies UnpluginOptions;
}
