import { byNamespace } from './messages.ts';

// Every feature keeps its texts in its own file. Public pages load these; signed-in.ts the rest.
export default byNamespace(import.meta.glob('./en/*.json', { eager: true, import: 'default' }));
