import type { Component, ComponentClass } from 'react';
import { getSharedRegistry } from '../shared-registry';
import { classToolEntries, readClassToolSchemas } from './class-tool-entries';

type AnyComponentClass = ComponentClass<any, any>;
type LifecycleHost = Component & Record<string, unknown>;

/**
 * Registers a class component's tool methods (prototype methods and arrow fields described by
 * the build plugin, or exactly `methodNames`) while an instance is mounted. Use it as the
 * innermost HOC: `connect(withWebMcpTools(OrderPanel))`. It returns a subclass, so props, refs
 * and statics behave as before.
 *
 * @example
 * export default withWebMcpTools(OrderPanel, ['searchOrders']);
 */
export function withWebMcpTools<C extends AnyComponentClass>(
  componentClass: C,
  methodNames?: readonly (keyof InstanceType<C> & string)[],
): C & { displayName: string } {
  const registry = getSharedRegistry();
  // For React DevTools and development warnings, where the class name is still readable.
  const name = `withWebMcpTools(${componentClass?.displayName || componentClass?.name || 'Component'})`;
  if (!componentClass?.prototype?.isReactComponent) {
    try {
      // Not on a server (no document), where the SDK says nothing: the browser's bundle says it.
      if (process.env.NODE_ENV !== 'production' && typeof document !== 'undefined')
        registry.warnOnce(`${name}: expected a React class component; its tools were not registered.`);
    } catch {}
    return componentClass as C & { displayName: string };
  }
  const Base = componentClass as unknown as new (...args: any[]) => LifecycleHost;
  class WithWebMcpTools extends Base {
    static displayName = name;
    constructor(...args: any[]) {
      super(...args);
      // Wrap per instance so that lifecycle methods written as arrow fields are covered too.
      const didMount = this.componentDidMount;
      const willUnmount = this.componentWillUnmount;
      let release: (() => void) | undefined;
      this.componentDidMount = () => {
        // Registering is a browser-only act: a renderer without a document (Node) mounts silently.
        if (typeof document !== 'undefined') {
          const entries = classToolEntries(
            this,
            readClassToolSchemas(componentClass),
            methodNames,
            registry,
            name,
          );
          try {
            if (process.env.NODE_ENV !== 'production' && !entries.length)
              registry.warnOnce(`${name} found no tools: is the build plugin set up?`);
          } catch {}
          // The owner label outlives development (`listTools()`), and production builds minify
          // class names (`withWebMcpTools(an)`): a displayName is a string that survives, and
          // otherwise the tools themselves say which component this is.
          release = registry.claim(
            `withWebMcpTools(${componentClass.displayName || entries.map((entry) => entry.name).join(', ')})`,
            entries,
          );
        }
        didMount?.call(this);
      };
      this.componentWillUnmount = () => {
        release?.();
        willUnmount?.call(this);
      };
    }
  }
  return WithWebMcpTools as unknown as C & { displayName: string };
}
