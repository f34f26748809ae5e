/**
 * Seeded random projects for the differential test: interfaces (with bases), aliases, literal
 * unions, primitives, `null`, optional and `| undefined` fields, arrays in three spellings,
 * nested literals past the depth limit, `Date`, indexed access, `Pick`/`Omit`/`Partial`, JSDoc
 * with descriptions, tags (good and bad) and plain comments, destructuring defaults, imports,
 * barrels (`export *`, `export { a as b } from`), a `paths` alias, zod schemas, and the
 * registration forms (shorthand, `key: name`, inline arrows, conditionals, `&&`, spreads of
 * consts, namespace imports). The same seed gives the same project.
 */

/** A small deterministic PRNG (mulberry32). */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

type Random = ReturnType<typeof createRandom>;

/** A generated project: files by relative path (a tsconfig included), and its call-site file. */
export interface GeneratedProject {
  files: Record<string, string>;
  callSite: string;
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'kappa', 'sigma', 'theta', 'zeta', 'lambda'];
const LITERALS = ['open', 'closed', 'draft', 'active', 'archived', 'low', 'high', 'b', 'a', 'z'];

/** The compiler options of every generated program (and of the bail list's programs). */
export const GENERATED_COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Generates project number `seed`. */
export function generateProgram(seed: number): GeneratedProject {
  const random = createRandom(seed);
  const files: Record<string, string> = {};
  const usePaths = random.chance(0.4);
  files['tsconfig.json'] = JSON.stringify({
    compilerOptions: {
      ...GENERATED_COMPILER_OPTIONS,
      ...(usePaths ? { paths: { '@/*': ['./src/*'] } } : {}),
    },
    include: ['src'],
  });
  const typesPath = (from: string) => (usePaths ? '@/types' : from);
  const types = new TypesModule(random);
  const useZod = random.chance(0.3);
  const zod = useZod ? new ZodModule(random) : undefined;
  const modules: { name: string; tools: string[]; text: string }[] = [];
  const moduleCount = random.integer(1, 3);
  for (let index = 0; index < moduleCount; index++) {
    const name = `api${index}`;
    const tools: string[] = [];
    const body: string[] = [];
    const toolCount = random.integer(1, 3);
    for (let tool = 0; tool < toolCount; tool++) {
      const toolName = `${random.pick(WORDS)}${index}${tool}`;
      tools.push(toolName);
      body.push(toolFunction(random, toolName, types, zod));
    }
    const imports = [`import type { ${types.exported.join(', ')} } from '${typesPath('../types')}';`];
    if (zod)
      imports.push(
        `import type { z } from 'zod';`,
        `import { ${zod.exported.join(', ')} } from '../schemas';`,
      );
    modules.push({ name, tools, text: `${imports.join('\n')}\n\n${body.join('\n\n')}\n` });
  }
  files['src/types.ts'] = types.render();
  if (zod) files['src/schemas.ts'] = zod.render();
  for (const module of modules) files[`src/api/${module.name}.ts`] = module.text;
  const barrel = random.chance(0.5);
  if (barrel) {
    files['src/api/index.ts'] = modules
      .map((module) =>
        random.chance(0.5)
          ? `export * from './${module.name}';`
          : `export { ${module.tools.map((tool) => (random.chance(0.3) ? `${tool} as ${tool}Renamed` : tool)).join(', ')} } from './${module.name}';`,
      )
      .join('\n');
  }
  files['src/main.ts'] = callSite(random, modules, barrel, files['src/api/index.ts']);
  return { files, callSite: 'src/main.ts' };
}

function callSite(
  random: Random,
  modules: { name: string; tools: string[] }[],
  barrel: boolean,
  barrelText: string | undefined,
): string {
  const lines = [`import { registerGlobalTools } from 'webmcp-nexus-sdk';`];
  const exportedName = (tool: string) => {
    if (!barrel) return tool;
    const renamed = new RegExp(`\\b${tool} as (\\w+)`).exec(barrelText ?? '');
    return renamed ? renamed[1] : tool;
  };
  const args: string[] = [];
  if (barrel && random.chance(0.4)) {
    lines.push(`import * as api from './api';`);
    args.push('api');
  } else {
    const entries: string[] = [];
    for (const module of modules) {
      const names = module.tools.map((tool) => exportedName(tool));
      lines.push(`import { ${names.join(', ')} } from './api${barrel ? '' : `/${module.name}`}';`);
      for (const name of names) entries.push(random.chance(0.5) ? name : `${name}Tool: ${name}`);
    }
    const form = random.integer(0, 4);
    if (form === 0) args.push(`{ ${entries.join(', ')} }`);
    else if (form === 1) {
      lines.push(`const tools = { ${entries.join(', ')} };`);
      args.push(random.chance(0.5) ? 'tools' : '{ ...tools }');
    } else if (form === 2) {
      const half = Math.ceil(entries.length / 2);
      lines.push(`declare const admin: boolean;`);
      args.push(
        `{ ${entries.slice(0, half).join(', ')} }`,
        `admin ? { ${entries.slice(half).join(', ')} } : {}`,
      );
    } else if (form === 3) {
      lines.push(`declare const enabled: boolean;`);
      args.push(`enabled && { ${entries.join(', ')} }`);
    } else {
      args.push(`{ ${entries.join(', ')}, /** Ping the server */ ping: async () => 'pong' }`);
    }
  }
  lines.push('', `registerGlobalTools(${args.join(', ')});`, '');
  return lines.join('\n');
}

/** The shared types module: interfaces, aliases, unions. */
class TypesModule {
  readonly exported: string[] = [];
  private readonly declarations: string[] = [];
  readonly unions: string[] = [];
  readonly interfaces: string[] = [];
  readonly fields = new Map<string, string[]>();

  constructor(private readonly random: Random) {
    const unionCount = random.integer(1, 3);
    for (let index = 0; index < unionCount; index++) {
      const name = `Status${index}`;
      const members = [...new Set(Array.from({ length: random.integer(2, 4) }, () => random.pick(LITERALS)))];
      const written = members.map((member) => `'${member}'`);
      if (random.chance(0.2)) written.push(random.pick(["'open'", 'null', 'Status0']));
      const valid = written.filter(
        (member) => member !== `Status${index}` && !(member === 'Status0' && index === 0),
      );
      this.declarations.push(`${this.doc('A state')}export type ${name} = ${valid.join(' | ')};`);
      this.exported.push(name);
      this.unions.push(name);
    }
    const interfaceCount = random.integer(1, 3);
    for (let index = 0; index < interfaceCount; index++) {
      const name = `Entity${index}`;
      const base = index > 0 && random.chance(0.4) ? ` extends Entity${index - 1}` : '';
      const fields = this.fieldList(random.integer(1, 4), 2);
      this.fields.set(
        name,
        fields.map((field) => field.name),
      );
      this.declarations.push(
        `${this.doc('An entity')}export interface ${name}${base} {\n${fields.map((field) => field.text).join('\n')}\n}`,
      );
      this.exported.push(name);
      this.interfaces.push(name);
    }
  }

  private doc(text: string): string {
    return this.random.chance(0.8) ? `/** ${text} */\n` : '';
  }

  /** Field declarations (`depth` bounds nested literals). */
  fieldList(count: number, depth: number): { name: string; text: string }[] {
    const used = new Set<string>();
    const fields: { name: string; text: string }[] = [];
    for (let index = 0; index < count; index++) {
      let name = this.random.pick([
        'id',
        'name',
        'count',
        'when',
        'tags',
        'state',
        'nested',
        'note',
        'limit',
        'query',
      ]);
      if (used.has(name)) name = `${name}${index}`;
      used.add(name);
      const optional = this.random.chance(0.3) ? '?' : '';
      const type = this.fieldType(depth);
      fields.push({ name, text: `${this.fieldDoc()}  ${name}${optional}: ${type};` });
    }
    return fields;
  }

  private fieldDoc(): string {
    const choice = this.random.integer(0, 9);
    if (choice === 0) return '';
    if (choice === 1) return '  // a plain comment\n';
    if (choice === 2) return '  /* a block comment */\n';
    if (choice === 3) return '  /** Bounded @minimum 1 @maximum 10 */\n';
    if (choice === 4) return '  /** Short @maxLength 20 @pattern ^[a-z]+$ */\n';
    if (choice === 5) return '  /** Bad @minimum many */\n';
    if (choice === 6) return '  /** Has a default @default "x" */\n';
    return `  /** The ${this.random.pick(WORDS)} */\n`;
  }

  fieldType(depth: number): string {
    const random = this.random;
    const choice = random.integer(0, 13);
    switch (choice) {
      case 0:
        return 'string';
      case 1:
        return 'number';
      case 2:
        return 'boolean';
      case 3:
        return random.chance(0.5) ? 'string | null' : 'number | undefined';
      case 4:
        return 'Date';
      case 5:
        return this.unions.length > 0 ? random.pick(this.unions) : `'x' | 'y'`;
      case 6:
        return `${random.pick(['string', 'number'])}[]`;
      case 7:
        return `Array<${this.unions.length > 0 ? random.pick(this.unions) : 'string'}>`;
      case 8:
        return `readonly ${random.pick(['string', 'boolean'])}[]`;
      case 9:
        return `'${random.pick(LITERALS)}' | '${random.pick(LITERALS)}'`;
      case 10:
        return depth > 0
          ? `{\n${this.fieldList(random.integer(1, 2), depth - 1)
              .map((field) => `  ${field.text}`)
              .join('\n')}\n  }`
          : 'string';
      case 11:
        return this.interfaces.length > 0 ? random.pick(this.interfaces) : 'number';
      case 12: {
        const withFields = [...this.fields.entries()].filter(([, names]) => names.length > 0);
        if (withFields.length === 0) return 'string';
        const [name, names] = random.pick(withFields);
        return `${name}['${random.pick(names)}']`;
      }
      default:
        return random.chance(0.5)
          ? `${random.pick(['string', 'number'])}`
          : `${random.pick(['string', 'number'])}[] | null`;
    }
  }

  render(): string {
    return `${this.declarations.join('\n\n')}\n`;
  }
}

/** A module of zod schemas (`z.object` chains) and their inferred types. */
class ZodModule {
  readonly exported: string[] = [];
  private readonly declarations: string[] = [];

  constructor(private readonly random: Random) {
    this.declarations.push(`export const stateSchema = z.enum(['${random.pick(LITERALS)}', 'other']);`);
    const count = random.integer(1, 2);
    for (let index = 0; index < count; index++) {
      const name = `inputSchema${index}`;
      const fields = Array.from({ length: random.integer(1, 4) }, (_, field) => this.field(field));
      this.declarations.push(
        `/** Input ${index} */\nexport const ${name} = z.object({\n${fields.join('\n')}\n});`,
      );
      this.exported.push(name);
    }
  }

  private field(index: number): string {
    const random = this.random;
    const doc = random.chance(0.5) ? `  /** Field ${index} */\n` : '';
    const base = random.pick([
      'z.string().min(1).max(80)',
      'z.number().int().min(0)',
      'z.boolean()',
      'z.date()',
      'stateSchema',
      "z.enum(['b', 'a'])",
      'z.array(z.string())',
      "z.literal('x')",
      'z.object({ inner: z.string().describe("Inner") })',
      'z.string().email()',
      'z.number().positive().max(5)',
    ]);
    const wrap = random.pick(['', '.optional()', '.nullable()', '.describe("Described")', '.default(1)', '']);
    const value = wrap === '.default(1)' && !base.startsWith('z.number') ? '' : wrap;
    return `${doc}  field${index}: ${base}${value},`;
  }

  render(): string {
    return `import { z } from 'zod';\n\n${this.declarations.join('\n\n')}\n`;
  }
}

/** One tool's function, its parameter typed one of the generated ways. */
function toolFunction(random: Random, name: string, types: TypesModule, zod: ZodModule | undefined): string {
  const doc = random.chance(0.85)
    ? `/** ${name} does ${random.pick(WORDS)}${random.chance(0.2) ? ' @readonly' : ''} */\n`
    : '';
  const parameterType = (() => {
    const choice = random.integer(0, zod ? 6 : 5);
    if (choice === 0) return undefined;
    if (choice === 1 && types.interfaces.length > 0) return random.pick(types.interfaces);
    if (choice === 2 && types.interfaces.length > 0) {
      const target = random.pick(types.interfaces);
      const names = types.fields.get(target) ?? [];
      if (names.length === 0) return target;
      const utility = random.pick(['Pick', 'Omit', 'Partial', 'Required']);
      return utility === 'Pick' || utility === 'Omit'
        ? `${utility}<${target}, '${random.pick(names)}'>`
        : `${utility}<${target}>`;
    }
    if (choice === 6 && zod) return `z.infer<typeof ${random.pick(zod.exported)}>`;
    return `{\n${types
      .fieldList(random.integer(1, 4), 2)
      .map((field) => field.text)
      .join('\n')}\n}`;
  })();
  const destructured = parameterType?.startsWith('{') && random.chance(0.4);
  const parameter =
    parameterType === undefined
      ? ''
      : destructured
        ? destructuredParameter(random, parameterType)
        : `params: ${parameterType}`;
  const form = random.integer(0, 2);
  if (form === 0)
    return `${doc}export async function ${name}(${parameter}) {\n  return ${random.chance(0.5) ? 'null' : '1'};\n}`;
  if (form === 1) return `${doc}export const ${name} = async (${parameter}) => null;`;
  return `${doc}export function ${name}(${parameter}): void {}`;
}

function destructuredParameter(random: Random, literal: string): string {
  const names = [...literal.matchAll(/^\s{2}(\w+)\??:/gm)].map((match) => match[1]);
  const elements = names.map((name) =>
    random.chance(0.3) ? `${name} = ${random.pick(['1', "'x'", 'true', 'Math.random()', '[1, 2]'])}` : name,
  );
  return `{ ${elements.join(', ')} }: ${literal}`;
}
