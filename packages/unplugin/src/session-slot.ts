import type { OxcToolkit } from '@webmcp-nexus/core';
import { BuildSession } from './build-session';
import type { HostContext } from './host-context';
import type { BuildSettings, Options } from './options';

/**
 * The session of a plugin instance: a host opens one with what its bundler said (a new root or
 * mode builds a new session; the same settings keep the warm one), every hook uses the current one.
 */
export interface SessionSlot {
  /**
   * The session for `settings`: the current one when they are the same, else a new one, which
   * parses and resolves with `oxc` (the bundler's own, when it carries one) or the core's.
   */
  open(settings: BuildSettings, oxc?: Partial<OxcToolkit>): BuildSession;
  /** The current session (one with the working directory and a one-off production build when no host opened one). */
  current(): BuildSession;
}

/** The session slot of one plugin instance: a new session whenever the bundler's settings change. */
export function sessionSlot(options: Options | undefined, hostContext: () => HostContext): SessionSlot {
  let session: BuildSession | undefined;
  const open = (settings: BuildSettings, oxc?: Partial<OxcToolkit>): BuildSession => {
    const same =
      session?.settings.root === settings.root &&
      session.settings.mode === settings.mode &&
      session.settings.watching === settings.watching;
    if (!same) session = new BuildSession(options, { ...settings }, hostContext(), oxc);
    return session as BuildSession;
  };
  return {
    open,
    current: () => session ?? open({ root: process.cwd(), mode: 'production', watching: false }),
  };
}
