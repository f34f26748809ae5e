import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh challenge: 16 random bytes, hex. */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * HMAC-SHA256 of `role|nonce` under the project's secret, hex: what a page proves (`page`) and
 * what the CLI proves back (`cli`), so that neither sends the secret itself.
 */
export function proofOf(secret: string, role: 'page' | 'cli', nonce: string): string {
  return createHmac('sha256', secret).update(`${role}|${nonce}`).digest('hex');
}

/** Whether `proof` is the page's proof for `nonce` (compared in constant time). */
export function isPageProof(secret: string, nonce: string, proof: unknown): boolean {
  if (typeof proof !== 'string' || !/^[0-9a-f]{64}$/.test(proof)) return false;
  return timingSafeEqual(Buffer.from(proof, 'hex'), Buffer.from(proofOf(secret, 'page', nonce), 'hex'));
}
