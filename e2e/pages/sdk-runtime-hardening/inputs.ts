// Tools whose schemas an adversarial agent aims at (issue 17, items 2 and 4).
import { markReached } from './reached';

/** Save a contact card */
export function saveContact(params: {
  /** Who the card is for (a key that is also an Object.prototype member) */
  constructor: string;
  /** How the card is rendered */
  toString: string;
}) {
  markReached();
  return { saved: params.constructor };
}

/** Store a list of readings */
export function storeReadings(params: {
  /** Each reading, a number */
  readings: number[];
}) {
  markReached();
  return { stored: params.readings.length };
}

/** Set a few display preferences */
export function setPreferences(params: {
  /** Dark mode */
  dark?: boolean;
}) {
  markReached();
  return { dark: !!params.dark };
}

/** Save a product's URL slug (issue 26, item 2: patterns an agent's string runs on) */
export function saveSlug(params: {
  /**
   * The slug, written the way that backtracks catastrophically
   * @pattern ^([a-z0-9]+-?)+$
   */
  loose: string;
  /**
   * The same slug written with a separated group, which the SDK checks
   * @pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$
   */
  strict?: string;
  /**
   * A code that contains digits then an x, anywhere (unanchored: every start is tried)
   * @pattern \d+x
   */
  code?: string;
}) {
  markReached();
  return { saved: params.loose };
}
