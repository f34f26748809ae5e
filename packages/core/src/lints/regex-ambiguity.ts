import { type CodePointSet, intersects, parseRegex, type RegexNode } from './regex-syntax';

/**
 * Where a pattern can backtrack catastrophically: the loop that reads the same text in more ways
 * than one (its text in the pattern), from which a match can still fail.
 */
export interface CatastrophicLoop {
  /** The repetition written in the pattern (`(a+)+`), or the whole pattern when no one repetition holds it. */
  loop: string;
}

/** Counted repetitions are expanded exactly up to this many copies; larger counts loop like `+`. */
const MAX_COPIES = 10;
/** Patterns with more character positions than this (after expansion) are not analysed. */
const MAX_POSITIONS = 100;
/** The product automaton is explored this far at most (a few ms); beyond, nothing is reported. */
const MAX_PRODUCT_EDGES = 1_000_000;

/**
 * Whether a backtracking matcher (every browser's `RegExp`, the SDK's validator) can take time
 * exponential in the input's length on `pattern`: its automaton has exponential degree of
 * ambiguity — a state that returns to itself by two different paths reading the same text (the
 * Weber–Seidl criterion, on the product of the automaton with itself) — in a loop from which the
 * match can still fail, so a text that ends badly makes the matcher try every way. `(a+)+`,
 * `(a|a)*` and `(\w+\s?)*` are such loops; `(ab+)+` and `(a|b)*` are not; `(a+)+` with nothing
 * after it matches at once. The automaton is Glushkov's (one state per character position),
 * counting parallel transitions, since `(a*)*` reaches the same position by the inner or the
 * outer loop. Polynomial blow-ups (`\d*\d*x`) are not reported. The vectors it is held to (shared
 * with the SDK's validator) are in test/lints/regex-danger.test.ts. Undefined when the pattern is
 * safe, does not compile, or is too large to analyse.
 */
export function findCatastrophicLoop(pattern: string): CatastrophicLoop | undefined {
  const tree = parseRegex(pattern);
  if (!tree) return undefined;
  const automaton = buildAutomaton(tree);
  if (!automaton) return undefined;
  const positions = ambiguousLoopPositions(automaton);
  if (!positions) return undefined;
  const loop = enclosingLoop(tree, positions, automaton.written);
  return { loop: loop ? pattern.slice(loop.start, loop.end) : pattern };
}

interface Automaton {
  /** What each position reads. */
  sets: CodePointSet[];
  /** Where each position is written (the char node it was copied from). */
  written: RegexNode[];
  /** Transitions from each position (a target may repeat: parallel transitions are distinct ways). */
  next: number[][];
  /** The positions a match can start with. */
  first: number[];
  /** Positions after which the match ends successfully with nothing more read or tested. */
  freeLast: Set<number>;
}

interface Part {
  nullable: boolean;
  /** Nullable without passing an assertion (which can fail). */
  nullableFree: boolean;
  first: number[];
  last: number[];
  /** Last positions followed by nothing but what is nullable without an assertion. */
  lastFree: number[];
}

function buildAutomaton(tree: RegexNode): Automaton | undefined {
  const automaton: Automaton = { sets: [], written: [], next: [], first: [], freeLast: new Set() };
  const follow = (from: readonly number[], to: readonly number[]) => {
    for (const source of from) automaton.next[source].push(...to);
  };
  const build = (node: RegexNode): Part | undefined => {
    switch (node.kind) {
      case 'char': {
        if (automaton.sets.length >= MAX_POSITIONS) return undefined;
        const position = automaton.sets.length;
        automaton.sets.push(node.set);
        automaton.written.push(node);
        automaton.next.push([]);
        return {
          nullable: false,
          nullableFree: false,
          first: [position],
          last: [position],
          lastFree: [position],
        };
      }
      case 'assertion':
        return { nullable: true, nullableFree: false, first: [], last: [], lastFree: [] };
      case 'sequence': {
        let part: Part | undefined = {
          nullable: true,
          nullableFree: true,
          first: [],
          last: [],
          lastFree: [],
        };
        for (const item of node.items) {
          const next = build(item);
          if (!next || !part) return undefined;
          part = concatenate(part, next, follow);
        }
        return part;
      }
      case 'alternation': {
        const parts: Part[] = [];
        for (const option of node.options) {
          const part = build(option);
          if (!part) return undefined;
          parts.push(part);
        }
        return {
          nullable: parts.some((part) => part.nullable),
          nullableFree: parts.some((part) => part.nullableFree),
          first: parts.flatMap((part) => part.first),
          last: parts.flatMap((part) => part.last),
          lastFree: parts.flatMap((part) => part.lastFree),
        };
      }
      case 'repeat':
        return buildRepeat(node, build, follow);
    }
  };
  const whole = build(tree);
  if (!whole) return undefined;
  automaton.first = whole.first;
  automaton.freeLast = new Set(whole.lastFree);
  return automaton;
}

/** `E{min,max}`: copies of `E` (`E E (E (E)?)?` for `{2,4}`), or `E+`/`E*` for large or open counts. */
function buildRepeat(
  node: Extract<RegexNode, { kind: 'repeat' }>,
  build: (node: RegexNode) => Part | undefined,
  follow: (from: readonly number[], to: readonly number[]) => void,
): Part | undefined {
  const { body, min, max } = node;
  if (max === Infinity || max > MAX_COPIES || min > MAX_COPIES) {
    const part = build(body);
    if (!part) return undefined;
    follow(part.last, part.first);
    return min === 0 ? optional(part) : part;
  }
  let result: Part | undefined = { nullable: true, nullableFree: true, first: [], last: [], lastFree: [] };
  for (let copy = 0; copy < min; copy++) {
    const part = build(body);
    if (!part || !result) return undefined;
    result = concatenate(result, part, follow);
  }
  // The optional copies nest (`(E(E)?)?`): `E?E?` would read one `E` in two ways, which `{0,2}` does not.
  const optionalCopies = max - min;
  const tail = (remaining: number): Part | undefined => {
    if (remaining === 0) return undefined;
    const part = build(body);
    if (!part) return undefined;
    const rest = tail(remaining - 1);
    return optional(rest ? concatenate(part, rest, follow) : part);
  };
  const optionalPart = optionalCopies > 0 ? tail(optionalCopies) : undefined;
  if (optionalCopies > 0 && !optionalPart) return undefined;
  return optionalPart && result ? concatenate(result, optionalPart, follow) : result;
}

function optional(part: Part): Part {
  return { ...part, nullable: true, nullableFree: true };
}

function concatenate(
  left: Part,
  right: Part,
  follow: (from: readonly number[], to: readonly number[]) => void,
): Part {
  follow(left.last, right.first);
  return {
    nullable: left.nullable && right.nullable,
    nullableFree: left.nullableFree && right.nullableFree,
    first: left.nullable ? [...left.first, ...right.first] : left.first,
    last: right.nullable ? [...left.last, ...right.last] : right.last,
    lastFree: right.nullableFree ? [...left.lastFree, ...right.lastFree] : right.lastFree,
  };
}

/**
 * The positions of an exponentially ambiguous loop from which a match can still fail, if any:
 * a strongly connected component of the product automaton that holds a pair (p, p) and either a
 * pair (p, q) with p ≠ q or a step that takes two different transitions.
 */
function ambiguousLoopPositions(automaton: Automaton): Set<number> | undefined {
  const { next, sets } = automaton;
  const count = sets.length;
  const overlap = sets.map((set) => sets.map((other) => intersects(set, other)));
  const reachable = reachableFrom(automaton.first, next);
  const key = (p: number, q: number) => p * count + q;
  // Tarjan's algorithm over the pairs reachable from (p, p), iteratively (no deep recursion).
  const index = new Map<number, number>();
  const lowLink = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  let counter = 0;
  let explored = 0;
  const successors = (pair: number): { target: number; distinct: boolean }[] => {
    const p = Math.floor(pair / count);
    const q = pair % count;
    const result: { target: number; distinct: boolean }[] = [];
    next[p].forEach((p2, i) => {
      next[q].forEach((q2, j) => {
        if (overlap[p2][q2]) result.push({ target: key(p2, q2), distinct: p !== q || i !== j });
      });
    });
    explored += result.length;
    return result;
  };
  const components: number[][] = [];
  for (const start of reachable) {
    const root = key(start, start);
    if (index.has(root)) continue;
    const work: { pair: number; edges: { target: number }[]; at: number }[] = [];
    const open = (pair: number) => {
      index.set(pair, counter);
      lowLink.set(pair, counter++);
      stack.push(pair);
      onStack.add(pair);
      work.push({ pair, edges: successors(pair), at: 0 });
    };
    open(root);
    while (work.length > 0) {
      if (explored > MAX_PRODUCT_EDGES) return undefined;
      const frame = work[work.length - 1];
      if (frame.at < frame.edges.length) {
        const { target } = frame.edges[frame.at++];
        if (!index.has(target)) open(target);
        else if (onStack.has(target))
          lowLink.set(frame.pair, Math.min(lowLink.get(frame.pair)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].pair;
        lowLink.set(parent, Math.min(lowLink.get(parent)!, lowLink.get(frame.pair)!));
      }
      if (lowLink.get(frame.pair) === index.get(frame.pair)) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.pair);
        components.push(component);
      }
    }
  }
  for (const component of components) {
    const members = new Set(component);
    const diagonal = component.filter((pair) => Math.floor(pair / count) === pair % count);
    if (diagonal.length === 0) continue;
    const ambiguous =
      component.some((pair) => Math.floor(pair / count) !== pair % count) ||
      component.some((pair) => successors(pair).some((edge) => edge.distinct && members.has(edge.target)));
    if (!ambiguous) continue;
    const positions = new Set(component.flatMap((pair) => [Math.floor(pair / count), pair % count]));
    // Where every state of the loop can end the match as it is, the first way tried succeeds.
    if ([...positions].every((position) => automaton.freeLast.has(position))) continue;
    return positions;
  }
  return undefined;
}

function reachableFrom(first: readonly number[], next: readonly number[][]): number[] {
  const seen = new Set<number>(first);
  const queue = [...seen];
  while (queue.length > 0) {
    for (const target of next[queue.pop()!]) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** The outermost repetition that holds every one of `positions`: the loop, as written. */
function enclosingLoop(
  tree: RegexNode,
  positions: ReadonlySet<number>,
  written: readonly RegexNode[],
): RegexNode | undefined {
  const targets = [...positions].map((position) => written[position]);
  const holdsAll = (node: RegexNode) =>
    targets.every((target) => node.start <= target.start && target.end <= node.end);
  const visit = (node: RegexNode): RegexNode | undefined => {
    if (!holdsAll(node)) return undefined;
    if (node.kind === 'repeat' && node.max > 1) return node;
    const children =
      node.kind === 'sequence'
        ? node.items
        : node.kind === 'alternation'
          ? node.options
          : node.kind === 'repeat'
            ? [node.body]
            : [];
    for (const child of children) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(tree);
}
