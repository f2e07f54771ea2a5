// The documentation's code examples as modules (test/support/doc-examples-plugin.ts).
declare module 'virtual:doc-examples' {
  interface DocExampleModule {
    /** The documentation file, relative to the repository root, and the line of its fence. */
    readonly file: string;
    readonly line: number;
    readonly kind: 'engine' | 'client' | 'none';
    /** The example as the documentation shows it. */
    readonly code: string;
    /** Imports (so runs) the example, its package imports pointing at the sources. */
    readonly load: () => Promise<unknown>;
  }
  const examples: readonly DocExampleModule[];
  export default examples;
}
