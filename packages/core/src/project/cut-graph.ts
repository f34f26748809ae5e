import { scriptKindOf } from './script-files';

/**
 * What a scoped program left out may still shape a tool's types without being imported by it:
 * a module augmentation (`declare module './types' { … }`), a `declare global` block, or a
 * script's global declarations, anywhere the left-out imports lead. This walks that graph on text
 * alone (a regular expression for specifiers, no parsing) and returns the files that declare such
 * things: the program must load them (they become roots).
 */
export interface LeftOutGraph {
  /** Files behind `leftOut` (per importing file, its left-out specifiers) that augment or declare globals. */
  augmentingFiles(
    leftOut: ReadonlyMap<string, readonly string[]>,
    isLoaded: (fileName: string) => boolean,
    resolve: (name: string, containingFile: string) => string | undefined,
  ): string[];
  /** A file's text changed: its facts are read again. */
  forget(fileName: string): void;
  /** The files the last walk read (the project's, never packages'), by what was read of them. */
  readonly walked: ReadonlyMap<string, string>;
}

interface TextFacts {
  augments: boolean;
  specifiers: string[];
}

/** What the walk reads of a file, as one comparable string: whether it augments, and where it leads. */
export function leftOutFactsOf(fileName: string, text: string | undefined): string {
  if (text === undefined) return 'missing';
  const facts = readFacts(fileName, text);
  return `${facts.augments}\n${facts.specifiers.join('\n')}`;
}

const SPECIFIER =
  /(?:\bfrom|\bimport|\bexport\s*\*|\brequire\s*\(|\bimport\s*\()\s*['"]([^'"\n]+)['"]|\/\/\/\s*<reference\s+path\s*=\s*['"]([^'"]+)['"]/g;
const AUGMENTATION = /\bdeclare\s+(?:global\b|module\s*['"])/;

/** Creates the walker over `readText` (undefined: the file cannot be read). */
export function createLeftOutGraph(readText: (fileName: string) => string | undefined): LeftOutGraph {
  const facts = new Map<string, TextFacts | null>();
  let walked = new Map<string, string>();

  function factsOf(fileName: string): TextFacts | null {
    let known = facts.get(fileName);
    if (known === undefined) {
      const text = readText(fileName);
      known = text === undefined ? null : readFacts(fileName, text);
      facts.set(fileName, known);
    }
    return known;
  }

  return {
    augmentingFiles(leftOut, isLoaded, resolve) {
      const found: string[] = [];
      const seen = new Set<string>();
      walked = new Map();
      const pending: string[] = [];
      const enqueue = (specifier: string, from: string) => {
        const target = resolve(specifier, from);
        // Packages are not walked: their augmentations cannot name the project's modules, and a
        // global a tool's type names without importing it is unresolved without them, which
        // widens the program (lean-libs.ts).
        if (target && !seen.has(target) && !isLoaded(target) && !target.includes('/node_modules/')) {
          seen.add(target);
          pending.push(target);
        }
      };
      for (const [file, specifiers] of leftOut) for (const specifier of specifiers) enqueue(specifier, file);
      while (pending.length > 0) {
        const file = pending.pop()!;
        const known = factsOf(file);
        walked.set(file, known ? `${known.augments}\n${known.specifiers.join('\n')}` : 'missing');
        if (!known) continue;
        if (known.augments) found.push(file);
        for (const specifier of known.specifiers) enqueue(specifier, file);
      }
      return found.sort();
    },
    forget: (fileName) => facts.delete(fileName),
    get walked() {
      return walked;
    },
  };
}

function readFacts(fileName: string, text: string): TextFacts {
  const specifiers: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    if (specifier) specifiers.push(match[2] && !specifier.startsWith('.') ? `./${specifier}` : specifier);
  }
  // A script (no top-level import or export) declares its top-level names globally.
  const isScript = scriptKindOf(fileName, text) !== 'module';
  return { augments: isScript || AUGMENTATION.test(text), specifiers };
}
