// What a `.wasm` import is in the Worker's bundle (wrangler's CompiledWasm module rule).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
