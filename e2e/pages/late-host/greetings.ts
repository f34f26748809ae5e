export interface GreetParams {
  /** Who to greet */
  name: string;
  /** How warmly */
  tone?: 'plain' | 'warm';
}

/**
 * Greets someone by name
 * @title Greet
 * @readonly
 */
export function greet({ name, tone = 'plain' }: GreetParams) {
  return tone === 'warm' ? `Hello, dear ${name}!` : `Hello, ${name}`;
}
