// The few WebAssembly globals the kernels use. Node has them at run time, but the ES lib this package compiles
// against does not declare them (they live in the DOM lib, which an engine for worker threads must not pull in).
declare namespace WebAssembly {
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
}
