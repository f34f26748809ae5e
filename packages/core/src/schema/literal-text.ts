/** What the readers of static values return for something only known at run time. */
export const NOT_STATIC = Symbol('not static');

/**
 * The value of a JavaScript literal written as text, as in a JSDoc tag (`@default { extra: {
 * field: 'value' } }`, `[{ count: 10 }]`, `'quoted'`, `-1`, `0x10`, `1_000`): strings (quotes of
 * any kind, no `${}`), numbers, `true`/`false`/`null`, `-` before a number, arrays and objects of
 * them (identifier, string or number keys; parentheses around any part). `NOT_STATIC` for
 * anything else. Read from the text alone (no parser), so both engines share it.
 */
export function readStaticText(text: string): unknown {
  const reader = new LiteralReader(text);
  try {
    const value = reader.value();
    reader.skipTrivia();
    return reader.atEnd() ? value : NOT_STATIC;
  } catch (error) {
    if (error === NOT_LITERAL) return NOT_STATIC;
    throw error;
  }
}

const NOT_LITERAL = Symbol('not a literal');

// Decimal, hex, octal and binary literals with `_` separators (no legacy octal, no BigInt).
const NUMBER =
  /^(?:0[xX][\da-fA-F](?:_?[\da-fA-F])*|0[oO][0-7](?:_?[0-7])*|0[bB][01](?:_?[01])*|(?:(?:0|[1-9](?:_?\d)*)(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?)(?![\w$])/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' };

class LiteralReader {
  private at = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.at >= this.text.length;
  }

  skipTrivia(): void {
    for (;;) {
      const rest = this.text.slice(this.at);
      const space = /^\s+/.exec(rest);
      if (space) this.at += space[0].length;
      else if (rest.startsWith('//')) {
        const end = rest.search(/[\n\r\u2028\u2029]/);
        this.at = end === -1 ? this.text.length : this.at + end;
      } else if (rest.startsWith('/*')) {
        const end = rest.indexOf('*/', 2);
        if (end === -1) throw NOT_LITERAL;
        this.at += end + 2;
      } else return;
    }
  }

  private peek(): string {
    this.skipTrivia();
    return this.text[this.at] ?? '';
  }

  private expect(char: string): void {
    if (this.peek() !== char) throw NOT_LITERAL;
    this.at++;
  }

  value(): unknown {
    const char = this.peek();
    if (char === '(') {
      this.at++;
      const inner = this.value();
      this.expect(')');
      return inner;
    }
    if (char === '"' || char === "'" || char === '`') return this.string(char);
    if (char === '[') return this.array();
    if (char === '{') return this.object();
    if (char === '-') {
      this.at++;
      const operand = this.value();
      if (typeof operand !== 'number') throw NOT_LITERAL;
      return -operand;
    }
    const number = this.number();
    if (number !== undefined) return number;
    const word = IDENTIFIER.exec(this.text.slice(this.at))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      this.at += word.length;
      return word === 'null' ? null : word === 'true';
    }
    throw NOT_LITERAL;
  }

  private number(): number | undefined {
    const match = NUMBER.exec(this.text.slice(this.at));
    if (!match) return undefined;
    this.at += match[0].length;
    return Number(match[0].replace(/_/g, ''));
  }

  private string(quote: string): string {
    this.at++;
    let value = '';
    for (;;) {
      const char = this.text[this.at];
      if (char === undefined) throw NOT_LITERAL;
      this.at++;
      if (char === quote) return value;
      if (quote === '`' && char === '$' && this.text[this.at] === '{') throw NOT_LITERAL;
      if (quote !== '`' && /[\n\r]/.test(char)) throw NOT_LITERAL;
      if (char !== '\\') {
        value += char;
        continue;
      }
      value += this.escape();
    }
  }

  private escape(): string {
    const char = this.text[this.at++];
    if (char === undefined) throw NOT_LITERAL;
    if (Object.hasOwn(SIMPLE_ESCAPES, char)) return SIMPLE_ESCAPES[char];
    if (char === '0' && !/\d/.test(this.text[this.at] ?? '')) return '\0';
    if (/\d/.test(char)) throw NOT_LITERAL;
    if (char === '\r') {
      if (this.text[this.at] === '\n') this.at++;
      return '';
    }
    if (char === '\n' || char === '\u2028' || char === '\u2029') return '';
    if (char === 'x') return String.fromCharCode(this.hex(/^[\da-fA-F]{2}/));
    if (char !== 'u') return char;
    if (this.text[this.at] !== '{') return String.fromCharCode(this.hex(/^[\da-fA-F]{4}/));
    this.at++;
    const code = this.hex(/^[\da-fA-F]+/);
    if (this.text[this.at++] !== '}' || code > 0x10ffff) throw NOT_LITERAL;
    return String.fromCodePoint(code);
  }

  private hex(pattern: RegExp): number {
    const digits = pattern.exec(this.text.slice(this.at))?.[0];
    if (!digits) throw NOT_LITERAL;
    this.at += digits.length;
    return Number.parseInt(digits, 16);
  }

  private array(): unknown[] {
    this.at++;
    const items: unknown[] = [];
    while (this.peek() !== ']') {
      items.push(this.value());
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== ']') throw NOT_LITERAL;
    }
    this.at++;
    return items;
  }

  private object(): Record<string, unknown> {
    this.at++;
    const entries: [string, unknown][] = [];
    while (this.peek() !== '}') {
      const key = this.key();
      this.expect(':');
      entries.push([key, this.value()]);
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== '}') throw NOT_LITERAL;
    }
    this.at++;
    // fromEntries defines own keys, so a `__proto__` key stays data.
    return Object.fromEntries(entries);
  }

  private key(): string {
    const char = this.peek();
    if (char === '"' || char === "'") return this.string(char);
    const number = this.number();
    if (number !== undefined) return String(number);
    const word = IDENTIFIER.exec(this.text.slice(this.at))?.[0];
    if (!word) throw NOT_LITERAL;
    this.at += word.length;
    return word;
  }
}
