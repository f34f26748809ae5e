import type { DiagnosticCode } from '@webmcp-nexus/core';

/**
 * Codes of the checks that only a whole-project view can make (the build sees one call at a
 * time). The core's `DiagnosticCode` owns them (scope `project-names`); they are spelled out
 * here, checked against it by type, so that loading this file does not load ts-morph.
 */
export const ProjectCheckCode = {
  /** One name, two different functions, registered by two different calls. */
  NameRegisteredTwice: 'N1',
  /** Two names that become one once an MCP relay rewrites `.` and `-` to `_`. */
  NameCollidesAfterRelay: 'N2',
  /** A name longer than the 64 characters several model APIs accept. */
  NameTooLongForModels: 'N3',
} as const satisfies Pick<
  typeof DiagnosticCode,
  'NameRegisteredTwice' | 'NameCollidesAfterRelay' | 'NameTooLongForModels'
>;
