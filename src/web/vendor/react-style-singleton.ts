// Stands in for the npm package react-style-singleton (see vite.config.ts and ADR 0003). Radix's
// scroll lock uses it to inject <style> elements, which our Content-Security-Policy refuses;
// index.css holds the same rules instead (body[data-scroll-locked]).
export const styleSingleton = () => () => null;
export const styleHookSingleton = () => () => {};
export const stylesheetSingleton = () => ({ add: () => {}, remove: () => {} });
