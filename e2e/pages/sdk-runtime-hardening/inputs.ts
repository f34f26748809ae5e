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
