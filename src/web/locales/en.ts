import { byNamespace } from './messages.ts';

// Every feature keeps its texts in its own file, so features can be added without touching others'.
export default byNamespace(import.meta.glob('./en/*.json', { eager: true, import: 'default' }));
