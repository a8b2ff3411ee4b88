// jsdom has no ResizeObserver; antd's Table, Select and Typography ellipsis observe their size. Nothing is measured here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
export {};
