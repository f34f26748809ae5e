/** The lower-case words of an identifier: `getUserProfile` / `get_user_profile` → `['get', 'user', 'profile']`. */
export function identifierWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}
