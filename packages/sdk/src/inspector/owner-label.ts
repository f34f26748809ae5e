/**
 * Who registered a tool, from the registry's owner label (`registerGlobalTools#1`,
 * `useWebMcpTools#3`, `withWebMcpTools(OrderPanel)#4`): global, hook, or class with its component.
 */
export function describeOwner(owner: string): string {
  const label = owner.replace(/#\d+$/, '');
  if (label.startsWith('registerGlobalTools')) return 'global (registerGlobalTools)';
  if (label.startsWith('useWebMcpTools')) return 'hook (useWebMcpTools)';
  const component = /^withWebMcpTools\((.*)\)$/.exec(label)?.[1];
  if (component !== undefined) return `class (withWebMcpTools, ${component})`;
  return label;
}
